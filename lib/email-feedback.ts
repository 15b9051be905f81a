import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import type { EmailEventFunction } from '../lambdas/manifest';
import {
  SES_EVENT_SOURCE,
  SES_FEEDBACK_DETAIL_TYPES,
  type SesFeedbackEvent,
} from '../lambdas/email/ses-feedback';
import type { Email } from './email';
import type { AppFunction } from './function-defaults';
import { constructIdFor, type FunctionFactory } from './function-factory';

export interface EmailFeedbackProps {
  email: Email;
  functions: FunctionFactory;
  /** The manifest's email-event functions, by name. */
  handlers: Record<string, EmailEventFunction>;
}

const SES_EVENT_TYPES: Record<SesFeedbackEvent, ses.EmailSendingEvent> = {
  bounce: ses.EmailSendingEvent.BOUNCE,
  complaint: ses.EmailSendingEvent.COMPLAINT,
};

/**
 * The bounce path: the configuration set every product email goes through publishes its bounce
 * and complaint events to the account's default event bus (SES publishes only there), and one
 * rule per function sends the events of THIS configuration set to it, so another stage's mail
 * in the same account never reaches this stage's suppression list.
 */
export class EmailFeedback extends Construct {
  readonly byName = new Map<string, AppFunction>();

  constructor(scope: Construct, id: string, props: EmailFeedbackProps) {
    super(scope, id);
    const configurationSetName = props.email.configurationSet.configurationSetName;
    const wanted = new Set(Object.values(props.handlers).flatMap((spec) => spec.sesEvents));
    if (wanted.size === 0) return;

    const defaultBus = events.EventBus.fromEventBusName(this, 'DefaultBus', 'default');
    props.email.configurationSet.addEventDestination('ToEventBridge', {
      destination: ses.EventDestination.eventBus(defaultBus),
      events: [...wanted].map((event) => SES_EVENT_TYPES[event]),
    });

    for (const [name, spec] of Object.entries(props.handlers)) {
      const fn = props.functions.create(this, name, spec, {
        description: spec.description,
      });
      this.byName.set(name, fn);
      new events.Rule(this, `${constructIdFor(name)}Rule`, {
        description: spec.description,
        eventBus: defaultBus,
        eventPattern: {
          source: [SES_EVENT_SOURCE],
          detailType: spec.sesEvents.map((event) => SES_FEEDBACK_DETAIL_TYPES[event]),
          detail: { mail: { tags: { 'ses:configuration-set': [configurationSetName] } } },
        },
        // Recording a suppression is idempotent, so a delivery may be retried freely.
        targets: [new targets.LambdaFunction(fn.fn)],
      });
    }
  }
}
