import type { Construct } from 'constructs';
import { handlerModule, type FunctionSpec, type HttpFunction } from '../lambdas/manifest';
import type { StageName } from './app-config';
import { AppFunction } from './function-defaults';
import { OPENAI_SDK_RESOURCES } from './function-bundling';
import {
  effectivePermissions,
  grantPermissions,
  secretEnvName,
  type GrantTargets,
  type PermissionSource,
} from './function-permissions';

export interface CreateOptions {
  description: string;
  /** A fixed function name, only where something must know the ARN without referencing the function. */
  functionName?: string;
  /** Variables only this function needs, besides the common ones. */
  environment?: Record<string, string>;
}

export interface FunctionFactoryProps {
  stage: StageName;
  sourceRoot: string;
  /** Environment every function gets. */
  environment: Record<string, string>;
  grantTargets: GrantTargets;
}

/** Builds every function of the manifest the same way: defaults, common environment, own least-privilege role. */
export class FunctionFactory {
  constructor(private readonly props: FunctionFactoryProps) {}

  /** The function `name` of the manifest, under the construct id `constructIdFor(name)`. */
  create(
    scope: Construct,
    name: string,
    spec: FunctionSpec & PermissionSource,
    options: CreateOptions,
  ): AppFunction {
    const { stage, sourceRoot, environment, grantTargets } = this.props;
    const permissions = effectivePermissions(spec);
    const secretEnvironment = Object.fromEntries(
      (permissions.secrets ?? []).map((name) => [
        secretEnvName(name),
        grantTargets.secrets.byName[name].secretArn,
      ]),
    );
    const fn = new AppFunction(scope, constructIdFor(name), {
      stage,
      sourceRoot,
      handler: handlerModule(spec.load),
      description: options.description,
      timeoutSeconds: spec.timeoutSeconds,
      memoryMb: spec.memoryMb,
      functionName: options.functionName,
      openAiResources: OPENAI_SDK_RESOURCES[name],
      environment: { ...environment, ...options.environment, ...secretEnvironment },
    });
    grantPermissions(fn, permissions, grantTargets);
    return fn;
  }

  forRoute(scope: Construct, httpFunction: HttpFunction): AppFunction {
    const { route } = httpFunction;
    return this.create(
      scope,
      route.id,
      { ...httpFunction, access: route.access },
      { description: `${route.method} ${route.path}` },
    );
  }
}

/** `searchOffices` → `SearchOffices`: stable construct ids keep logical ids stable. */
export const constructIdFor = (name: string): string =>
  name.charAt(0).toUpperCase() + name.slice(1);
