import { ArnFormat, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { PASSWORD_MIN_LENGTH } from '../contracts/accounts/sign-up';
import type { CognitoTrigger } from '../lambdas/manifest';
import type { StageName } from './app-config';
import type { AppFunction } from './function-defaults';
import { constructIdFor } from './function-factory';
import { SITE_SHORT_NAME } from '../contracts/brand';
import { UserPoolFirewall } from './user-pool-firewall';

const triggerOperations: Record<CognitoTrigger, cognito.UserPoolOperation> = {
  preSignUp: cognito.UserPoolOperation.PRE_SIGN_UP,
  customMessage: cognito.UserPoolOperation.CUSTOM_MESSAGE,
  postConfirmation: cognito.UserPoolOperation.POST_CONFIRMATION,
};

/** Cognito groups; membership is the server's source of truth for roles. */
export const userGroups = { admin: 'admin', professional: 'professional' } as const;

export const USER_TYPE_ATTRIBUTE = 'user_type';
/** Patient contact details given at sign-up; the post-confirmation function copies them to the profile. */
export const PHONE_ATTRIBUTE = 'phone';
export const BEST_TIME_TO_CALL_ATTRIBUTE = 'best_time_to_call';
/** The pool's policy is the one the sign-up form checks (contracts/profile.ts). */
export { PASSWORD_MIN_LENGTH };

export interface AuthProps {
  stage: StageName;
  /** Site root the verification email links back to. */
  siteUrl: string;
  /** Reply-to of Cognito's own emails. */
  supportEmail: string;
}

/** Sign-up and sign-in: the user pool, its groups and the web client. */
export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly webClient: cognito.UserPoolClient;
  /** The confidential client the site's sign-up function calls SignUp with; nothing signs in with it. */
  readonly signUpClient: cognito.UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const prod = props.stage === 'prod';

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      // The email address is the username, compared case-insensitively.
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      userVerification: {
        emailStyle: cognito.VerificationEmailStyle.CODE,
        // Only a fallback: the custom-message trigger writes the email with a one-click link,
        // which this template cannot (it has no placeholder for the account's email address).
        emailSubject: `Confirm your ${SITE_SHORT_NAME} account`,
        emailBody: `Your ${SITE_SHORT_NAME} verification code is {####}. Enter it on the sign-up page at ${props.siteUrl}/auth to finish creating your account.`,
      },
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
        // `address` (a patient's, at sign-up) is a standard attribute every pool has, writable by default.
      },
      customAttributes: {
        // patient | professional, chosen at sign-up; roles come from groups, not from this.
        [USER_TYPE_ATTRIBUTE]: new cognito.StringAttribute({
          minLen: 1,
          maxLen: 32,
          mutable: true,
        }),
        [PHONE_ATTRIBUTE]: new cognito.StringAttribute({ maxLen: 30, mutable: true }),
        [BEST_TIME_TO_CALL_ATTRIBUTE]: new cognito.StringAttribute({ maxLen: 60, mutable: true }),
      },
      // NIST SP 800-63B: length, not composition rules.
      passwordPolicy: {
        minLength: PASSWORD_MIN_LENGTH,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      // Anyone may add an authenticator app (TOTP) from /profile; admins must (the API refuses
      // admin calls from a session that did not pass it). No SMS: no phone numbers to verify.
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      // Cognito's own sender until an SES identity is verified for it.
      email: cognito.UserPoolEmail.withCognito(props.supportEmail),
      deletionProtection: prod,
      removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG1',
        reason:
          'Password policy follows NIST SP 800-63B: a minimum length of 12 characters and no composition rules, which push users to predictable passwords.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          'MFA is optional (authenticator apps) for patients and professionals, whose accounts hold a name, an email address and an office listing but no payment data (cards are handled by Stripe); admins must use it, which the API enforces on every admin call.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'Essentials tier: Plus (threat protection, compromised-credential checks) is billed per monthly active user, a cost this small directory site does not justify at launch.',
      },
    );

    this.webClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      // Refresh-token auth is always enabled for a client.
      authFlows: { userPassword: true, userSrp: true },
      preventUserExistenceErrors: true,
      accessTokenValidity: Duration.minutes(60),
      idTokenValidity: Duration.minutes(60),
      refreshTokenValidity: Duration.days(30),
      enableTokenRevocation: true,
    });

    this.signUpClient = this.userPool.addClient('SignUpClient', {
      generateSecret: true,
      // No sign-in flow: only the refresh flow, which a client always has.
      authFlows: { userSrp: false },
      disableOAuth: true,
      preventUserExistenceErrors: true,
    });
    new UserPoolFirewall(this, 'Firewall', {
      userPoolArn: this.userPool.userPoolArn,
      signUpClientId: this.signUpClient.userPoolClientId,
    });

    this.userPool.addGroup('AdminGroup', {
      groupName: userGroups.admin,
      description: 'Administrators: users, subscriptions, AI prompts, password resets',
      precedence: 0,
    });
    this.userPool.addGroup('ProfessionalGroup', {
      groupName: userGroups.professional,
      description: 'Dental professionals who list a practice',
      precedence: 10,
    });
  }

  /** Lets the pool call `fn` at `trigger` (the manifest's Cognito triggers). */
  addTrigger(trigger: CognitoTrigger, fn: AppFunction): void {
    this.addTriggerByArn(constructIdFor(trigger), triggerOperations[trigger], fn);
  }

  /**
   * The pool names a trigger function by its ARN, built from the function's fixed name, instead
   * of referencing it: the function's environment references the pool (USER_POOL_ID), and a
   * reference both ways would be a cycle.
   */
  private addTriggerByArn(
    name: string,
    operation: cognito.UserPoolOperation,
    fn: AppFunction,
  ): void {
    if (fn.functionName === undefined) {
      throw new Error(`The ${name} trigger function needs a fixed functionName`);
    }
    const byArn = lambda.Function.fromFunctionAttributes(this, `${name}ByArn`, {
      functionArn: Stack.of(this).formatArn({
        service: 'lambda',
        resource: 'function',
        resourceName: fn.functionName,
        arnFormat: ArnFormat.COLON_RESOURCE_NAME,
      }),
      // The invoke permission goes on the function itself (below), so it waits for the function.
      skipPermissions: true,
    });
    this.userPool.addTrigger(operation, byArn);
    fn.fn.addPermission(`${name}Invoke`, {
      principal: new iam.ServicePrincipal('cognito-idp.amazonaws.com'),
      sourceArn: this.userPool.userPoolArn,
    });
  }
}
