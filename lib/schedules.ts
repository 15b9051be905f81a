import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import type { ScheduledFunction } from '../lambdas/manifest';
import type { AppFunction } from './function-defaults';
import { constructIdFor, type FunctionFactory } from './function-factory';

export interface SchedulesProps {
  functions: FunctionFactory;
  /** The manifest's scheduled functions, by name. */
  scheduled: Record<string, ScheduledFunction>;
}

/**
 * The functions that run on a timer, such as the email retry: requests are stored before their
 * emails are sent, and every minute the retry sends the ones whose sending failed.
 */
export class Schedules extends Construct {
  readonly byName = new Map<string, AppFunction>();

  constructor(scope: Construct, id: string, props: SchedulesProps) {
    super(scope, id);
    for (const [name, spec] of Object.entries(props.scheduled)) {
      const fn = props.functions.create(this, name, spec, {
        description: spec.description,
      });
      this.byName.set(name, fn);
      new events.Rule(this, `${constructIdFor(name)}Schedule`, {
        description: spec.description,
        schedule: events.Schedule.rate(Duration.minutes(spec.everyMinutes)),
        // The next run is the retry; a failed run needs no other.
        targets: [new targets.LambdaFunction(fn.fn, { retryAttempts: 0 })],
      });
    }
  }
}
