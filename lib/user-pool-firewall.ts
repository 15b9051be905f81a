import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/** The header that names the Cognito operation of a request to the user pool's endpoint. */
export const COGNITO_TARGET_HEADER = 'x-amz-target';
export const SIGN_UP_TARGET = 'AWSCognitoIdentityProviderService.SignUp';

export interface UserPoolFirewallProps {
  userPoolArn: string;
  /** The one client allowed to call SignUp: the site's sign-up function uses it, with its secret. */
  signUpClientId: string;
}

/**
 * Regional WAF on the user pool. Cognito's public SignUp answers UsernameExistsException for an
 * address that has an account, which would tell anyone who has one. The site signs people up
 * through its own API instead, which answers the same for every address and emails the owner.
 * This ACL refuses SignUp from every client but the site's confidential sign-up client, whose
 * secret only that function reads: a direct caller gets Cognito's ForbiddenException, and learns
 * nothing. Every other call (sign-in, confirmation, password reset) passes as before.
 */
export class UserPoolFirewall extends Construct {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: UserPoolFirewallProps) {
    super(scope, id);
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      rules: [
        {
          name: 'SignUpOnlyThroughTheSite',
          priority: 0,
          action: { block: {} },
          statement: {
            andStatement: {
              statements: [
                {
                  byteMatchStatement: {
                    fieldToMatch: { singleHeader: { Name: COGNITO_TARGET_HEADER } },
                    positionalConstraint: 'EXACTLY',
                    searchString: SIGN_UP_TARGET.toLowerCase(),
                    textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
                  },
                },
                {
                  notStatement: {
                    statement: {
                      byteMatchStatement: {
                        fieldToMatch: {
                          jsonBody: {
                            matchPattern: { includedPaths: ['/ClientId'] },
                            matchScope: 'VALUE',
                            // A body WAF cannot read is not the sign-up client's call.
                            invalidFallbackBehavior: 'NO_MATCH',
                            oversizeHandling: 'NO_MATCH',
                          },
                        },
                        positionalConstraint: 'EXACTLY',
                        searchString: props.signUpClientId,
                        textTransformations: [{ priority: 0, type: 'NONE' }],
                      },
                    },
                  },
                },
              ],
            },
          },
          visibilityConfig: visibility('SignUpOnlyThroughTheSite'),
        },
      ],
      visibilityConfig: visibility('UserPool'),
    });
    new wafv2.CfnWebACLAssociation(this, 'Association', {
      resourceArn: props.userPoolArn,
      webAclArn: this.webAcl.attrArn,
    });
  }
}

function visibility(metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty {
  return { cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true };
}
