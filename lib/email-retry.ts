import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import type { AppFunction } from './function-defaults';
import type { FunctionFactory } from './function-factory';

export const SEND_PENDING_EMAILS_HANDLER = 'email/send-pending-emails';

export interface EmailRetryProps {
  functions: FunctionFactory;
}

/**
 * Requests are stored before their emails are sent; every minute this retries the emails
 * whose sending failed, so an SES hiccup never loses an inquiry.
 */
export class EmailRetry extends Construct {
  readonly sender: AppFunction;

  constructor(scope: Construct, id: string, props: EmailRetryProps) {
    super(scope, id);

    this.sender = props.functions.create(this, 'SendPendingEmails', {
      handler: SEND_PENDING_EMAILS_HANDLER,
      description: 'Retries stored emails whose sending failed',
      permissions: { table: 'readwrite', email: true },
      timeoutSeconds: 50,
    });

    new events.Rule(this, 'EveryMinute', {
      description: 'Retry pending emails',
      schedule: events.Schedule.rate(Duration.minutes(1)),
      // The next run a minute later is the retry; a failed run needs no other.
      targets: [new targets.LambdaFunction(this.sender.fn, { retryAttempts: 0 })],
    });
  }
}
