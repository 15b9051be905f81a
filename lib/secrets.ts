import { RemovalPolicy, SecretValue, Validations } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { SecretName } from '../lambdas/manifest';
import type { StageName } from './app-config';

/** Value a secret holds until an operator sets the real one; the server treats it as "not configured". */
export const SECRET_PLACEHOLDER = 'REPLACE_ME';

export interface AppSecretsProps {
  stage: StageName;
}

/**
 * Third-party API keys. Created with placeholders so the stack deploys without them;
 * `aws secretsmanager put-secret-value` sets the real values (later deploys never overwrite them).
 */
export class AppSecrets extends Construct {
  readonly byName: Record<SecretName, secretsmanager.Secret>;

  constructor(scope: Construct, id: string, props: AppSecretsProps) {
    super(scope, id);
    const removalPolicy = props.stage === 'prod' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const placeholder = SecretValue.unsafePlainText(SECRET_PLACEHOLDER);

    this.byName = {
      // The plain OpenAI API key.
      openai: new secretsmanager.Secret(this, 'OpenAi', {
        description: 'OpenAI API key (plain string)',
        secretStringValue: placeholder,
        removalPolicy,
      }),
      // JSON: {"secret_key": "sk_…", "webhook_secret": "whsec_…", "price_id": "price_…"}.
      stripe: new secretsmanager.Secret(this, 'Stripe', {
        description: 'Stripe API key, webhook signing secret and the monthly price id (JSON)',
        secretStringValue: placeholder,
        removalPolicy,
      }),
    };

    for (const secret of Object.values(this.byName)) {
      Validations.of(secret).acknowledge({
        id: 'AwsSolutions-SMG4',
        reason:
          'Third-party API keys (OpenAI, Stripe) are rotated at the provider and then stored here; Secrets Manager cannot rotate them itself.',
      });
    }
  }
}
