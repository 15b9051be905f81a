import { Duration, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { StageName } from './app-config';
import { nagArnOf } from './nag-ids';
import { PRERENDERED_PATHS } from '../web/src/config/page-files';
import { robotsTxt, sitemapXml } from '../web/vite-plugins/seo-files';

/** Served next to index.html (as the local stack serves it); the web app reads its Cognito settings from it at start. */
export const RUNTIME_CONFIG_KEY = 'config.json';

export interface RuntimeConfig {
  stage: StageName;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
}

export interface WebDeploymentProps {
  stage: StageName;
  /** The web build (web/dist). */
  sourceDir: string;
  bucket: s3.IBucket;
  distribution: cloudfront.IDistribution;
  runtimeConfig: RuntimeConfig;
  /** The site's origin, which robots.txt and sitemap.xml name (resolved at deploy time). */
  siteUrl: string;
}

/**
 * Uploads the web build. Content-hashed files under assets/ are immutable and kept across
 * releases (tabs still open on the previous release lazy-load them); everything else, the
 * pre-rendered pages and the app shell first, is revalidated on every visit and invalidated at
 * the edge. CloudFront compresses both with Brotli or gzip (CachingOptimized).
 */
export class WebDeployment extends Construct {
  constructor(scope: Construct, id: string, props: WebDeploymentProps) {
    super(scope, id);
    const prod = props.stage === 'prod';
    const logGroup = new logs.LogGroup(this, 'Logs', {
      retention: prod ? logs.RetentionDays.ONE_YEAR : logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    const assets = new s3deploy.BucketDeployment(this, 'Assets', {
      sources: [s3deploy.Source.asset(props.sourceDir)],
      include: ['assets/*'],
      exclude: ['*'],
      destinationBucket: props.bucket,
      prune: false,
      cacheControl: [
        s3deploy.CacheControl.setPublic(),
        s3deploy.CacheControl.maxAge(Duration.days(365)),
        s3deploy.CacheControl.immutable(),
      ],
      logGroup,
    });

    const shell = new s3deploy.BucketDeployment(this, 'Shell', {
      sources: [
        s3deploy.Source.asset(props.sourceDir),
        s3deploy.Source.jsonData(RUNTIME_CONFIG_KEY, props.runtimeConfig),
        // Written here rather than by the build, which does not know the site's origin.
        s3deploy.Source.data('robots.txt', robotsTxt(props.siteUrl)),
        s3deploy.Source.data('sitemap.xml', sitemapXml(props.siteUrl, PRERENDERED_PATHS)),
      ],
      exclude: ['assets/*'],
      destinationBucket: props.bucket,
      prune: false,
      cacheControl: [s3deploy.CacheControl.noCache()],
      distribution: props.distribution,
      distributionPaths: ['/*'],
      logGroup,
    });
    // A new index.html must never reference assets that are not uploaded yet.
    shell.node.addDependency(assets);

    acknowledgeDeploymentHandler(Stack.of(this), props.bucket);
  }
}

/**
 * The deployment handler is a stack-level singleton owned by aws-cdk-lib (it runs only at
 * deploy time): acknowledge its findings on that singleton only.
 */
/** How cdk-nag prints an environment value: the literal when the stack has one, else the pseudo parameter. */
function nagValue(value: string, pseudo: string): string {
  return Token.isUnresolved(value) ? pseudo : value;
}

function acknowledgeDeploymentHandler(stack: Stack, bucket: s3.IBucket): void {
  const managedBy = 'The aws-cdk-lib BucketDeployment handler';
  const copies = `${managedBy} copies the build from the CDK assets bucket into the web bucket`;
  for (const child of stack.node.children) {
    if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
    Validations.of(child).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: `${managedBy} role gets the basic execution policy from the library.`,
      },
      {
        id: 'AwsSolutions-L1',
        reason: `${managedBy} runtime is pinned by aws-cdk-lib and upgraded with the library.`,
      },
      ...[
        'Action::s3:GetBucket*',
        'Action::s3:GetObject*',
        'Action::s3:List*',
        'Action::s3:Abort*',
        'Action::s3:DeleteObject*',
        `Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-${nagValue(stack.account, '<AWS::AccountId>')}-${nagValue(stack.region, '<AWS::Region>')}/*`,
        `Resource::${nagArnOf(bucket.node.defaultChild as s3.CfnBucket)}/*`,
      ].map((finding) => ({
        id: `AwsSolutions-IAM5[${finding}]`,
        reason: `${copies}: the library grants object-level S3 actions on both buckets' objects.`,
      })),
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: `${managedBy} creates CloudFront invalidations; cloudfront:CreateInvalidation is granted on "*" by the library.`,
      },
    );
  }
}
