import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import type { HttpFunction } from '../lambdas/manifest';
import { ORIGIN_SECRET_HEADER } from './origin-secret';
import { VIEWER_ADDRESS_HEADER } from './site';

/** Requests per client per 5 minutes on the costly public routes, before the per-client limits in the table. */
export const COSTLY_ROUTE_RATE_LIMIT = 100;

/** Public POST routes that spend money per call (AI, email) are the ones the table rate-limits too. */
export const costlyRoutePaths = (functions: readonly HttpFunction[]): string[] => [
  ...new Set(
    functions
      .filter(
        ({ route, rateLimit }) => route.access === 'public' && route.method === 'POST' && rateLimit,
      )
      // A path parameter varies per request: match the fixed part before it.
      .map(({ route }) => route.path.split('{')[0] ?? route.path),
  ),
];

const RATE_LIMITED_BODY = JSON.stringify({
  error: { code: 'rate_limited', message: 'Too many requests. Please try again later.' },
});
const FORBIDDEN_BODY = JSON.stringify({
  error: { code: 'forbidden', message: 'Call the API through the site.' },
});

export interface ApiFirewallProps {
  /** ARN of the REST API stage to protect. */
  stageArn: string;
  functions: readonly HttpFunction[];
  /** The origin secret values CloudFront may send (deploy-time references). */
  originSecrets: readonly string[];
}

/**
 * Regional WAF on the API stage. First it refuses every request that does not carry the origin
 * secret, which only CloudFront sends: the API Gateway endpoint answers nobody who goes around
 * CloudFront. Then a flood guard on costly routes, keyed on the viewer address that CloudFront
 * stamps (and a caller can therefore not choose), and AWS's common rule set.
 */
export class ApiFirewall extends Construct {
  readonly webAcl: wafv2.CfnWebACL;
  /** The web ACL's CloudWatch metric name. */
  readonly metricName = 'Api';

  constructor(scope: Construct, id: string, props: ApiFirewallProps) {
    super(scope, id);

    const rules: wafv2.CfnWebACL.RuleProperty[] = [
      {
        name: 'OnlyThroughCloudFront',
        priority: 0,
        action: {
          block: { customResponse: { responseCode: 403, customResponseBodyKey: 'forbidden' } },
        },
        statement: {
          notStatement: { statement: anyOf(props.originSecrets.map(originSecretIs)) },
        },
        visibilityConfig: visibility('OnlyThroughCloudFront'),
      },
    ];
    const costlyPaths = costlyRoutePaths(props.functions);
    if (costlyPaths.length > 0) {
      rules.push({
        name: 'CostlyPublicRoutesRate',
        priority: 1,
        action: {
          block: {
            customResponse: { responseCode: 429, customResponseBodyKey: 'rateLimited' },
          },
        },
        statement: {
          rateBasedStatement: {
            limit: COSTLY_ROUTE_RATE_LIMIT,
            evaluationWindowSec: 300,
            // Behind CloudFront the source address is an edge server. The viewer address header
            // is set by CloudFront's function on every request (overwriting anything sent), and
            // only requests through CloudFront get this far, so the caller cannot choose it.
            aggregateKeyType: 'FORWARDED_IP',
            forwardedIpConfig: { headerName: VIEWER_ADDRESS_HEADER, fallbackBehavior: 'MATCH' },
            scopeDownStatement: {
              andStatement: {
                statements: [methodIs('POST'), anyOf(costlyPaths.map(pathContains))],
              },
            },
          },
        },
        visibilityConfig: visibility('CostlyPublicRoutesRate'),
      });
    }
    rules.push({
      name: 'AwsCommonRules',
      priority: 2,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name: 'AWSManagedRulesCommonRuleSet',
          // The API accepts bodies up to 16 KB (the Lambda answers 413 beyond); the group blocks at 8 KB.
          ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
        },
      },
      visibilityConfig: visibility('AwsCommonRules'),
    });

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      rules,
      customResponseBodies: {
        rateLimited: { contentType: 'APPLICATION_JSON', content: RATE_LIMITED_BODY },
        forbidden: { contentType: 'APPLICATION_JSON', content: FORBIDDEN_BODY },
      },
      visibilityConfig: visibility(this.metricName),
    });

    new wafv2.CfnWebACLAssociation(this, 'Association', {
      resourceArn: props.stageArn,
      webAclArn: this.webAcl.attrArn,
    });
  }
}

function visibility(metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty {
  return { cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true };
}

function methodIs(method: string): wafv2.CfnWebACL.StatementProperty {
  return {
    byteMatchStatement: {
      fieldToMatch: { method: {} },
      positionalConstraint: 'EXACTLY',
      searchString: method,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  };
}

function originSecretIs(value: string): wafv2.CfnWebACL.StatementProperty {
  return {
    byteMatchStatement: {
      fieldToMatch: { singleHeader: { Name: ORIGIN_SECRET_HEADER } },
      positionalConstraint: 'EXACTLY',
      searchString: value,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  };
}

/** CONTAINS, not STARTS_WITH: the path API Gateway evaluates starts with the stage name. */
function pathContains(path: string): wafv2.CfnWebACL.StatementProperty {
  return {
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint: 'CONTAINS',
      searchString: path,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  };
}

function anyOf(statements: wafv2.CfnWebACL.StatementProperty[]): wafv2.CfnWebACL.StatementProperty {
  const [only] = statements;
  return statements.length === 1 && only !== undefined ? only : { orStatement: { statements } };
}
