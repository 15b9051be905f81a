import { createPrivateKey, createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createRequire } from 'node:module';
import { stack } from './stack';

const require = createRequire(import.meta.url);

/**
 * Mints ID tokens for the negative cases of the authorizer. The local Cognito's signing key ships
 * inside its npm package (which is why production never trusts the local issuer), so a test can
 * sign an expired or wrong-pool token with the real key, and a forged one with a key of its own.
 */
const localKey = require('cognito-local/lib/keys/cognitoLocal.private.json') as {
  pem: string;
  jwk: { kid: string };
};

function sign(payload: Record<string, unknown>, key: KeyObject, kid: string): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'RS256', typ: 'JWT', kid })}.${encode(payload)}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(key).toString('base64url');
  return `${unsigned}.${signature}`;
}

const realKey = () => createPrivateKey(localKey.pem);
const kid = () => localKey.jwk.kid;

function claims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub: '00000000-0000-4000-8000-000000000000',
    email: 'someone@example.com',
    token_use: 'id',
    aud: stack().cognito.clientId,
    iss: stack().cognito.issuer,
    iat: now - 60,
    exp: now + 3600,
    'cognito:groups': ['admin'],
    ...overrides,
  };
}

export const expiredToken = () => {
  const now = Math.floor(Date.now() / 1000);
  return sign(claims({ iat: now - 7200, exp: now - 3600 }), realKey(), kid());
};

export const wrongPoolToken = () =>
  sign(
    claims({ iss: stack().cognito.issuer.replace(/[^/]+$/, 'us-east-1_OtherPool') }),
    realKey(),
    kid(),
  );

export const wrongClientToken = () => sign(claims({ aud: 'some-other-client' }), realKey(), kid());

export const accessTokenInsteadOfId = () => sign(claims({ token_use: 'access' }), realKey(), kid());

export const forgedToken = () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return sign(claims(), privateKey, kid());
};
