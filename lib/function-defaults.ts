import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { StageName } from './app-config';
import { functionBundling, openAiFunctionCode } from './function-bundling';

/** Newest Node runtime this aws-cdk-lib knows (cdk-nag L1 accepts only the newest). */
export const LAMBDA_RUNTIME = lambda.Runtime.NODEJS_24_X;
export const DEFAULT_TIMEOUT_SECONDS = 10;
export const DEFAULT_MEMORY_MB = 512;

/** Where a handler module named in the route table lives: `offices/search-offices` → lambdas/offices/search-offices.ts. */
export function entryPath(sourceRoot: string, handler: string): string {
  return join(sourceRoot, 'lambdas', `${handler}.ts`);
}

/** Handler modules that do not exist yet, so synth can name all of them at once. */
export function missingEntries(sourceRoot: string, handlers: readonly string[]): string[] {
  return [...new Set(handlers)].filter((handler) => !existsSync(entryPath(sourceRoot, handler)));
}

export interface AppFunctionProps {
  stage: StageName;
  /** Entry module under lambdas/, without extension; it exports `handler`. */
  handler: string;
  /** Folder holding lambdas/ and package-lock.json. */
  sourceRoot: string;
  description: string;
  environment: Record<string, string>;
  timeoutSeconds?: number;
  memoryMb?: number;
  /** A fixed function name, only where something must know the ARN without referencing the function. */
  functionName?: string;
  /** The OpenAI SDK API families the function calls, when it calls OpenAI (`OPENAI_SDK_RESOURCES`). */
  openAiResources?: readonly string[];
}

/**
 * A Lambda function with every project default: runtime, ARM64, tracing, bundling, its own log
 * group with retention, and its own role that starts with nothing but writing to that log group
 * (grants are added per function, never shared).
 */
export class AppFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;
  /** The fixed name, when one was given. */
  readonly functionName?: string;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    this.functionName = props.functionName;
    const prod = props.stage === 'prod';

    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: prod ? logs.RetentionDays.ONE_YEAR : logs.RetentionDays.ONE_MONTH,
      removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    // An own role instead of the AWS-managed basic execution policy: logs go to one group only.
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.handler}`,
    });
    this.logGroup.grantWrite(this.role);

    const entry = entryPath(props.sourceRoot, props.handler);
    // The functions that call OpenAI are bundled with a plugin the esbuild command line cannot
    // take; every option but the plugin is the same.
    const pluginBundled = props.openAiResources
      ? {
          code: openAiFunctionCode(props.sourceRoot, entry, props.openAiResources),
          handler: 'index.handler',
        }
      : { entry, handler: 'handler', bundling: functionBundling() };
    this.fn = new NodejsFunction(this, 'Function', {
      ...pluginBundled,
      projectRoot: props.sourceRoot,
      depsLockFilePath: join(props.sourceRoot, 'package-lock.json'),
      description: props.description,
      functionName: props.functionName,
      runtime: LAMBDA_RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      timeout: Duration.seconds(props.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS),
      memorySize: props.memoryMb ?? DEFAULT_MEMORY_MB,
      tracing: lambda.Tracing.ACTIVE,
      logGroup: this.logGroup,
      role: this.role,
      environment: props.environment,
    });
  }
}
