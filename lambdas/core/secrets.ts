import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from './config';
import { traced } from './tracer';

/** What a freshly created secret holds until an operator stores the real value. */
const UNSET_SECRET_VALUES = new Set(['', 'REPLACE_ME']);

export type SecretReader = (arn: string) => Promise<string | undefined>;

let client: SecretsManagerClient | undefined;

/** A secret's current value from Secrets Manager. */
export const readSecret: SecretReader = async (arn) => {
  client ??= traced(new SecretsManagerClient({ region: config().AWS_REGION }));
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: arn }));
  return SecretString;
};

/** A secret value, or undefined while it still holds the deploy-time placeholder. */
export function configuredValue(value: string | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  return UNSET_SECRET_VALUES.has(trimmed) ? undefined : trimmed;
}
