import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COGNITO_TARGET_HEADER, SIGN_UP_TARGET } from '../../lib/user-pool-firewall';
import { synthStack, type SynthesizedStack } from './synth-stack';
import {
  actionsOf,
  appFunctions,
  envOf,
  functionByDescription,
  resourcesOf,
  roleStatements,
} from './template-queries';

let synthesized: SynthesizedStack;
beforeAll(() => {
  synthesized = synthStack('sandbox');
});
afterAll(() => synthesized.cleanup());

type Statement = Record<string, Record<string, unknown>>;
interface Request {
  target: string;
  /** The ClientId in the JSON body, as a CloudFormation expression. */
  clientId: unknown;
}

/** Evaluates a rule's statement for a Cognito request, as WAF would. */
function matches(statement: Statement, request: Request): boolean {
  const [kind, body] = Object.entries(statement)[0] as [string, Record<string, unknown>];
  if (kind === 'AndStatement')
    return (body.Statements as Statement[]).every((inner) => matches(inner, request));
  if (kind === 'NotStatement') return !matches(body.Statement as Statement, request);
  if (kind === 'ByteMatchStatement') {
    expect(body.PositionalConstraint).toBe('EXACTLY');
    const field = body.FieldToMatch as {
      SingleHeader?: { Name: string };
      JsonBody?: { MatchPattern: { IncludedPaths: string[] }; MatchScope: string };
    };
    if (field.SingleHeader) {
      expect(field.SingleHeader.Name).toBe(COGNITO_TARGET_HEADER);
      const lowercase = JSON.stringify(body.TextTransformations).includes('LOWERCASE');
      const value = lowercase ? request.target.toLowerCase() : request.target;
      return value === body.SearchString;
    }
    expect(field.JsonBody?.MatchPattern.IncludedPaths).toEqual(['/ClientId']);
    expect(field.JsonBody?.MatchScope).toBe('VALUE');
    return JSON.stringify(request.clientId) === JSON.stringify(body.SearchString);
  }
  throw new Error(`unexpected statement ${kind}`);
}

describe("the user pool's firewall", () => {
  const clients = () => {
    const all = Object.entries(resourcesOf(synthesized.template)).filter(
      ([, resource]) => resource.Type === 'AWS::Cognito::UserPoolClient',
    );
    const byId = (secret: boolean) => {
      const found = all.find(
        ([, resource]) => Boolean(resource.Properties?.GenerateSecret) === secret,
      );
      if (!found) throw new Error(`no client with GenerateSecret ${secret}`);
      return { ref: { Ref: found[0] }, properties: found[1].Properties ?? {} };
    };
    return { web: byId(false), signUp: byId(true) };
  };
  const acl = () => {
    const resources = resourcesOf(synthesized.template);
    const association = Object.values(resources).find(
      (resource) =>
        resource.Type === 'AWS::WAFv2::WebACLAssociation' &&
        JSON.stringify(resource.Properties?.ResourceArn).includes('UserPool'),
    );
    expect(association).toBeDefined();
    const [aclId] = (association?.Properties?.WebACLArn as { 'Fn::GetAtt': [string] })[
      'Fn::GetAtt'
    ];
    const webAcl = resources[aclId];
    expect(webAcl?.Properties?.Scope).toBe('REGIONAL');
    return {
      association,
      rules: webAcl?.Properties?.Rules as Array<{
        Name: string;
        Action?: { Block?: unknown };
        Statement: Statement;
      }>,
    };
  };
  const blocked = (request: Request) =>
    acl().rules.some(
      (rule) => rule.Action?.Block !== undefined && matches(rule.Statement, request),
    );

  it('guards the user pool itself', () => {
    const { association } = acl();
    const [poolId] = Object.entries(resourcesOf(synthesized.template)).find(
      ([, resource]) => resource.Type === 'AWS::Cognito::UserPool',
    ) ?? [''];
    expect(association?.Properties?.ResourceArn).toEqual({ 'Fn::GetAtt': [poolId, 'Arn'] });
  });

  it('refuses SignUp from the web client, in any letter case of the operation name', () => {
    const { web } = clients();
    expect(blocked({ target: SIGN_UP_TARGET, clientId: web.ref })).toBe(true);
    expect(blocked({ target: SIGN_UP_TARGET.toLowerCase(), clientId: web.ref })).toBe(true);
    expect(blocked({ target: SIGN_UP_TARGET, clientId: 'some-other-client' })).toBe(true);
  });

  it('lets the sign-up client sign people up, and every other call through', () => {
    const { web, signUp } = clients();
    expect(blocked({ target: SIGN_UP_TARGET, clientId: signUp.ref })).toBe(false);
    for (const operation of [
      'InitiateAuth',
      'ConfirmSignUp',
      'ForgotPassword',
      'RespondToAuthChallenge',
    ]) {
      expect(
        blocked({ target: `AWSCognitoIdentityProviderService.${operation}`, clientId: web.ref }),
      ).toBe(false);
    }
  });

  it('gives the sign-up client a secret and no way to sign in', () => {
    const { signUp } = clients();
    expect(signUp.properties.ExplicitAuthFlows).toEqual(['ALLOW_REFRESH_TOKEN_AUTH']);
    expect(signUp.properties.AllowedOAuthFlowsUserPoolClient).not.toBe(true);
  });

  it("lets the sign-up function read that client's secret, and no other function", () => {
    const { signUp } = clients();
    const [signUpId, fn] = functionByDescription(
      synthesized.template,
      'POST /api/accounts/sign-up',
    );
    expect(envOf(fn).SIGN_UP_CLIENT_ID).toEqual(signUp.ref);
    for (const [id, other] of appFunctions(synthesized.template)) {
      const actions = actionsOf(roleStatements(synthesized.template, other));
      expect(actions.includes('cognito-idp:DescribeUserPoolClient'), id).toBe(id === signUpId);
    }
  });
});
