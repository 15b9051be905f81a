import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { HttpFunction } from '../lambdas/manifest';
import type { StageName } from './app-config';
import { ApiFirewall } from './api-firewall';
import { DEFAULT_TIMEOUT_SECONDS, type AppFunction } from './function-defaults';
import type { FunctionFactory } from './function-factory';
import { SITE_NAME } from '../contracts/brand';

/** Stage-wide throttling: a ceiling for the whole API, below the account's regional limit. */
export const API_THROTTLING = { rateLimit: 50, burstLimit: 100 } as const;

export interface ApiProps {
  stage: StageName;
  /** The routes' functions (lambdas/manifest.ts): the WAF rate rule is derived from them too. */
  functions: readonly HttpFunction[];
  /** The origin secret values the firewall accepts (only CloudFront sends them). */
  originSecrets: readonly string[];
}

export interface AddRoutesOptions {
  functions: FunctionFactory;
  userPool: cognito.IUserPool;
}

/**
 * The REST API under /api. It is created empty so the CDN can point at it before the
 * functions exist (they need the site origin); `addRoutes` then builds one resource path,
 * method and function per route of the table.
 */
export class Api extends Construct {
  readonly restApi: apigateway.RestApi;
  /** Literal stage name: CloudFront's origin path, without a reference to the stage resource. */
  readonly stageName: string;
  readonly routeFunctions = new Map<string, AppFunction>();
  /** The web ACL's CloudWatch metric name (its blocked-request counts). */
  readonly firewallMetricName: string;
  private readonly functions: readonly HttpFunction[];
  private authorizer?: apigateway.CognitoUserPoolsAuthorizer;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const prod = props.stage === 'prod';
    this.stageName = props.stage;
    this.functions = props.functions;

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: prod ? logs.RetentionDays.ONE_YEAR : logs.RetentionDays.ONE_MONTH,
      removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    this.restApi = new apigateway.RestApi(this, 'RestApi', {
      restApiName: `smileguide-${props.stage}`,
      description: `${SITE_NAME} HTTP API (served under /api through CloudFront)`,
      // CloudFront is the edge; an edge-optimised endpoint would add a second one.
      endpointTypes: [apigateway.EndpointType.REGIONAL],
      // Access logging needs the account-level CloudWatch role; keep it when the stack goes.
      cloudWatchRole: true,
      cloudWatchRoleRemovalPolicy: RemovalPolicy.RETAIN,
      deployOptions: {
        stageName: this.stageName,
        throttlingRateLimit: API_THROTTLING.rateLimit,
        throttlingBurstLimit: API_THROTTLING.burstLimit,
        tracingEnabled: true,
        loggingLevel: apigateway.MethodLoggingLevel.ERROR,
        // Bodies carry personal data and chat text: never log them.
        dataTraceEnabled: false,
        accessLogDestination: new apigateway.LogGroupLogDestination(accessLogs),
        accessLogFormat: apigateway.AccessLogFormat.jsonWithStandardFields({
          caller: false,
          httpMethod: true,
          ip: false,
          protocol: true,
          requestTime: true,
          resourcePath: true,
          responseLength: true,
          status: true,
          user: false,
        }),
      },
    });

    Validations.of(this.restApi).acknowledge({
      id: 'AwsSolutions-APIG2',
      reason:
        'Each Lambda validates params, query and body with the zod schemas of contracts/ and answers 400 naming the field; API Gateway models would duplicate them.',
    });
    const cloudWatchRole = this.restApi.node.tryFindChild('CloudWatchRole');
    if (cloudWatchRole !== undefined) {
      Validations.of(cloudWatchRole).acknowledge({
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
        reason:
          'The account-level API Gateway logging role needs exactly this AWS-managed policy; AWS maintains it for that one purpose.',
      });
    }

    this.firewallMetricName = new ApiFirewall(this, 'Firewall', {
      stageArn: this.restApi.deploymentStage.stageArn,
      functions: props.functions,
      originSecrets: props.originSecrets,
    }).metricName;
  }

  /** Builds every route's function: resource path, method, authorizer, function. */
  addRoutes(options: AddRoutesOptions): void {
    const scope = new Construct(this, 'Routes');
    for (const httpFunction of this.functions) {
      const { route } = httpFunction;
      const fn = options.functions.forRoute(scope, httpFunction);
      this.routeFunctions.set(route.id, fn);

      const integration = new apigateway.LambdaIntegration(fn.fn, {
        // Console test invocations are not used; one permission per method is enough.
        allowTestInvoke: false,
        ...(route.streaming === true
          ? {
              responseTransferMode: apigateway.ResponseTransferMode.STREAM,
              // A streamed answer may run past the 29 s buffered limit, up to the function timeout.
              timeout: Duration.seconds(httpFunction.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS),
            }
          : {}),
      });

      const method = this.restApi.root.resourceForPath(route.path).addMethod(
        route.method,
        integration,
        route.access === 'public'
          ? { authorizationType: apigateway.AuthorizationType.NONE }
          : {
              authorizationType: apigateway.AuthorizationType.COGNITO,
              authorizer: this.authorizerFor(options.userPool),
            },
      );

      if (route.access === 'public') {
        const reason = `${route.method} ${route.path} is public by design (the contract marks it public); costly public routes are rate-limited by WAF and per client in the table.`;
        Validations.of(method).acknowledge(
          { id: 'AwsSolutions-APIG4', reason },
          { id: 'AwsSolutions-COG4', reason },
        );
      }
    }
  }

  private authorizerFor(userPool: cognito.IUserPool): apigateway.CognitoUserPoolsAuthorizer {
    // The web sends the Cognito ID token in Authorization; the Lambda then checks group and account state.
    this.authorizer ??= new apigateway.CognitoUserPoolsAuthorizer(this, 'Authorizer', {
      cognitoUserPools: [userPool],
      identitySource: apigateway.IdentitySource.header('Authorization'),
    });
    return this.authorizer;
  }
}
