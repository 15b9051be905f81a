import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import type { HttpFunction } from '../lambdas/manifest';

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

export interface ApiFirewallProps {
  /** ARN of the REST API stage to protect. */
  stageArn: string;
  functions: readonly HttpFunction[];
}

/** Regional WAF on the API stage: a flood guard on costly routes plus AWS's common rule set. */
export class ApiFirewall extends Construct {
  readonly webAcl: wafv2.CfnWebACL;
  /** The web ACL's CloudWatch metric name. */
  readonly metricName = 'Api';

  constructor(scope: Construct, id: string, props: ApiFirewallProps) {
    super(scope, id);

    const rules: wafv2.CfnWebACL.RuleProperty[] = [];
    const costlyPaths = costlyRoutePaths(props.functions);
    if (costlyPaths.length > 0) {
      rules.push({
        name: 'CostlyPublicRoutesRate',
        priority: 0,
        action: {
          block: {
            customResponse: { responseCode: 429, customResponseBodyKey: 'rateLimited' },
          },
        },
        statement: {
          rateBasedStatement: {
            limit: COSTLY_ROUTE_RATE_LIMIT,
            evaluationWindowSec: 300,
            // Behind CloudFront the source address is an edge server, so key on X-Forwarded-For.
            // Its first entry can be forged: this is a coarse flood guard, stage throttling caps
            // the rest, and the per-client counters in the table are the product's real limit.
            aggregateKeyType: 'FORWARDED_IP',
            forwardedIpConfig: { headerName: 'X-Forwarded-For', fallbackBehavior: 'MATCH' },
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
      priority: 1,
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
