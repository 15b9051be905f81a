import { Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface EmailProps {
  /** A domain (`example.com`) or an address (`no-reply@example.com`). */
  identity: string;
}

/** SES sending identity and the configuration set every product email goes through. */
export class Email extends Construct {
  readonly identity: ses.EmailIdentity;
  readonly configurationSet: ses.ConfigurationSet;
  readonly configurationSetArn: string;

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
