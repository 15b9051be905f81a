import { Duration, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import { DEAD_EMAIL_METRIC } from '../lambdas/email/metrics';

export interface EmailProps {
  /** A domain (`example.com`) or an address (`no-reply@example.com`). */
  identity: string;
}

/** SES sending identity and the configuration set every product email goes through. */
export class Email extends Construct {
  readonly identity: ses.EmailIdentity;
  readonly configurationSet: ses.ConfigurationSet;
  readonly configurationSetArn: string;
  /** Any email given up on after its last allowed attempt: someone must look at it. */
  readonly deadEmailAlarm: cloudwatch.Alarm;

  constructor(scope: Construct, id: string, props: EmailProps) {
    super(scope, id);

    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
      sendingEnabled: true,
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });

    this.identity = new ses.EmailIdentity(this, 'Identity', {
      identity: props.identity.includes('@')
        ? ses.Identity.email(props.identity)
        : ses.Identity.domain(props.identity),
      configurationSet: this.configurationSet,
    });

    this.configurationSetArn = Stack.of(this).formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
    });

    // The outbox logs each dead email as a metric (embedded metric format) from any function.
    this.deadEmailAlarm = new cloudwatch.Alarm(this, 'DeadEmailAlarm', {
      alarmDescription:
        'An email failed its last allowed attempt and will not be retried: its record is in the table with the email marked dead.',
      metric: new cloudwatch.Metric({
        namespace: DEAD_EMAIL_METRIC.namespace,
        metricName: DEAD_EMAIL_METRIC.name,
        statistic: cloudwatch.Stats.SUM,
        period: Duration.minutes(5),
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
  }

  /** Sending is authorised only from this identity and through this configuration set. */
  grantSend(grantee: iam.IGrantable): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [this.identity.emailIdentityArn, this.configurationSetArn],
      }),
    );
  }
}
