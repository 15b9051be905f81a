import { Aws, Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { StageName } from './app-config';
import {
  HSTS_MAX_AGE_SECONDS,
  OPENAI_REALTIME_CALLS_URL,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  siteContentSecurityPolicy,
} from '../lambdas/core/security-headers';
import { ORIGIN_SECRET_HEADER } from './origin-secret';
import { SITE_NAME, SITE_SHORT_NAME } from '../contracts/brand';
import {
  APP_SHELL_FILE,
  APP_SHELL_PATTERNS,
  NOT_FOUND_FILE,
  PRERENDERED_PATHS,
  prerenderedFile,
} from '../web/src/config/page-files';

/** The API is served under this prefix on the site's own origin, so the browser needs no CORS. */
export const API_PATH_PATTERN = '/api/*';

/** Longest a streamed API answer may pause between chunks. */
const API_READ_TIMEOUT = Duration.seconds(60);

/** The request header that carries the viewer's address to the API. */
export const VIEWER_ADDRESS_HEADER = 'x-viewer-ip';

/** CloudFront Function: the viewer address as the viewer-address request header. */
const VIEWER_ADDRESS_CODE = `function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_ADDRESS_HEADER}'] = { value: event.viewer.ip };
  return request;
}`;

/**
 * CloudFront Function: each page address gets its file of the build, by the same rule as the
 * local server (web/src/config/page-files.ts): a pre-rendered page its own HTML, app pages the
 * app shell, any other address the 404 page. Runs only on the default behaviour, so API
 * responses (and their 404s) stay untouched, which site-wide error responses would not allow.
 */
export function pageRewriteCode(): string {
  const pages: Record<string, string> = Object.fromEntries(
    PRERENDERED_PATHS.map((path) => [path, `/${prerenderedFile(path)}`]),
  );
  return `var pages = ${JSON.stringify(pages)};
var appPages = [${APP_SHELL_PATTERNS.map((pattern) => `/${pattern.replace(/\//g, '\\/')}/`).join(', ')}];
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.split('/').pop();
  if (last.indexOf('.') !== -1) return request;
  var path = uri.length > 1 ? uri.replace(/\\/+$/, '') || '/' : uri;
  if (Object.prototype.hasOwnProperty.call(pages, path)) {
    request.uri = pages[path];
    return request;
  }
  for (var i = 0; i < appPages.length; i++) {
    if (appPages[i].test(path)) {
      request.uri = '/${APP_SHELL_FILE}';
      return request;
    }
  }
  request.uri = '/${NOT_FOUND_FILE}';
  return request;
}`;
}

/** Content-Security-Policy: no inline script but the page loader; Cognito and OpenAI's realtime calls are the only other hosts. */
export function contentSecurityPolicy(region: string): string {
  return siteContentSecurityPolicy([
    `https://cognito-idp.${region}.amazonaws.com`,
    OPENAI_REALTIME_CALLS_URL,
  ]);
}

export interface SiteProps {
  stage: StageName;
  /** The origin secret's value (a deploy-time reference), sent with every request to the API. */
  originSecret: string;
  /** Id of the REST API and its stage: the origin is built from them, not from the stage resource. */
  restApiId: string;
  apiStageName: string;
}

/**
 * The public origin: a private bucket for the web build behind CloudFront (Origin Access
 * Control), `/api/*` forwarded to API Gateway, strict security headers on every response.
 */
export class Site extends Construct {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  /** `https://<distribution domain>`, without a trailing slash. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    const prod = props.stage === 'prod';

    this.bucket = new s3.Bucket(this, 'WebBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: prod,
      removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      autoDeleteObjects: !prod,
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'The bucket holds only the public web build, is private and read solely by CloudFront through Origin Access Control; writes come only from the deployment.',
    });

    const securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: `${SITE_SHORT_NAME}: CSP without inline script but the page loader, HSTS, nosniff, no framing`,
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(Aws.REGION),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: REFERRER_POLICY as cloudfront.HeadersReferrerPolicy,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          {
            header: 'Permissions-Policy',
            value: PERMISSIONS_POLICY,
            override: true,
          },
        ],
      },
    });

    const pageRewrite = new cloudfront.Function(this, 'PageRewrite', {
      comment: 'Serve each page address its pre-rendered page, the app shell or the 404 page',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(pageRewriteCode()),
    });

    // The viewer's address, stamped by CloudFront itself (overwriting anything a client sent),
    // so per-client rate limits see the visitor and not CloudFront's edge address.
    const viewerAddress = new cloudfront.Function(this, 'ViewerAddress', {
      comment: 'Pass the viewer address to the API',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(VIEWER_ADDRESS_CODE),
    });

    // Built from the API id (not RestApi.url, which references the deployed stage) so the
    // distribution does not depend on the API's methods, whose functions need the site URL.
    const apiOrigin = new origins.HttpOrigin(
      `${props.restApiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`,
      {
        originPath: `/${props.apiStageName}`,
        protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
        readTimeout: API_READ_TIMEOUT,
        // Proves to the API's firewall that the request came through CloudFront.
        customHeaders: { [ORIGIN_SECRET_HEADER]: props.originSecret },
      },
    );

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `${SITE_NAME} (${props.stage})`,
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [
          { eventType: cloudfront.FunctionEventType.VIEWER_REQUEST, function: pageRewrite },
        ],
      },
      additionalBehaviors: {
        [API_PATH_PATTERN]: {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // With caching disabled this forwards Authorization too; Host must stay API Gateway's.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
          // Compression would hold back chunks of streamed answers.
          compress: false,
          functionAssociations: [
            { eventType: cloudfront.FunctionEventType.VIEWER_REQUEST, function: viewerAddress },
          ],
        },
      },
    });

    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'The directory and assistant serve visitors anywhere; no country is excluded.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'A CloudFront web ACL must live in us-east-1; the API stage behind /api/* has a regional web ACL (rate rule and AWS common rules), and the bucket serves only static files.',
      },
      {
        id: 'AwsSolutions-CFR3',
        reason:
          'CloudFront standard logs would need an ACL-enabled log bucket; API requests are access-logged at the API stage and CloudFront metrics cover the static files.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'The distribution uses the default *.cloudfront.net certificate, whose minimum viewer TLS version cannot be set; a custom domain with an ACM certificate and TLSv1.2_2021 replaces it when the product gets its domain.',
      },
    );

    this.url = `https://${this.distribution.distributionDomainName}`;
  }
}
