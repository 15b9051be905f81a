import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from './custom-message';

beforeAll(() => {
  process.env.SITE_URL = 'https://smile.example/';
});

function event(
  triggerSource: string,
  attributes: Record<string, string>,
): CustomMessageTriggerEvent {
  return {
    version: '1',
    region: 'us-east-1',
    userPoolId: 'us-east-1_pool',
    userName: 'a1b2c3',
    callerContext: { awsSdkVersion: '3', clientId: 'client' },
    triggerSource,
    request: { userAttributes: attributes, codeParameter: '{####}', usernameParameter: null },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  } as CustomMessageTriggerEvent;
}

describe('the custom-message trigger', () => {
  it.each(['CustomMessage_SignUp', 'CustomMessage_ResendCode'])(
    'writes the verification email with a one-click link (%s)',
    async (source) => {
      const result = await handler(
        event(source, { email: 'maria@example.com', given_name: 'Maria' }),
      );
      expect(result.response.emailSubject).toBe('Confirm your SmileGuide account');
      expect(result.response.emailMessage).toContain(
        'https://smile.example/?confirm=1&amp;email=maria%40example.com&amp;code={####}',
      );
      expect(result.response.emailMessage).toContain('Hi Maria,');
    },
  );

  it('writes the password reset email', async () => {
    const result = await handler(
      event('CustomMessage_ForgotPassword', { email: 'maria@example.com' }),
    );
    expect(result.response.emailSubject).toBe('Your SmileGuide password reset code');
    expect(result.response.emailMessage).toContain('<strong>{####}</strong>');
  });

  it("leaves Cognito's own message for anything else", async () => {
    const result = await handler(
      event('CustomMessage_AdminCreateUser', { email: 'maria@example.com' }),
    );
    expect(result.response.emailMessage).toBeNull();
  });
});
