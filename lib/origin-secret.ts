import { RemovalPolicy, SecretValue, Validations } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { StageName } from './app-config';

/** The header CloudFront adds to every request it forwards to the API. */
export const ORIGIN_SECRET_HEADER = 'x-origin-verify';

export interface OriginSecretProps {
  stage: StageName;
  /** Secret versions, newest first (see AppConfig.originSecretVersions); none: the current one. */
  versions: readonly string[];
}

/**
 * A random value only CloudFront and the API's firewall know, kept in Secrets Manager. CloudFront
 * sends it to the API origin in a header; the firewall refuses any request without it, so the API
 * Gateway endpoint cannot be called directly, around CloudFront and its viewer-address stamp.
 * Both resolve it at deploy time (CloudFormation dynamic references), so it never appears in the
 * template; rotating it is a new secret value and a deploy (see the README).
 */
export class OriginSecret extends Construct {
  readonly secret: secretsmanager.Secret;
  /** What CloudFront sends. */
  readonly sent: string;
  /** What the firewall accepts: the value sent, and during a rotation the previous one. */
  readonly accepted: string[];

  constructor(scope: Construct, id: string, props: OriginSecretProps) {
    super(scope, id);
    this.secret = new secretsmanager.Secret(this, 'Secret', {
      description: 'Origin secret: CloudFront sends it to the API, whose firewall requires it',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: props.stage === 'prod' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront and the WAF read the value at deploy time, so a rotation is a new value followed by two deploys (both values accepted in between); an automatic rotation would break the API until the next deploy.',
    });
    // {{resolve:secretsmanager:<arn>:SecretString:::<version id>}}, resolved by CloudFormation.
    const reference = (versionId?: string) =>
      SecretValue.secretsManager(
        this.secret.secretArn,
        versionId ? { versionId } : {},
      ).unsafeUnwrap();
    const versions = props.versions.length > 0 ? [...props.versions] : [undefined];
    this.accepted = versions.map(reference);
    this.sent = this.accepted[0] ?? reference();
  }
}
