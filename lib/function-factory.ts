import type { Construct } from 'constructs';
import type { RouteDef, RoutePermissions } from '../contracts/http';
import type { StageName } from './app-config';
import { AppFunction } from './function-defaults';
import {
  effectivePermissions,
  grantPermissions,
  secretEnvName,
  type GrantTargets,
} from './function-permissions';

export interface FunctionSpec {
  handler: string;
  description: string;
  permissions: RoutePermissions;
  timeoutSeconds?: number;
  memoryMb?: number;
  functionName?: string;
}

export interface FunctionFactoryProps {
  stage: StageName;
  sourceRoot: string;
  /** Environment every function gets. */
  environment: Record<string, string>;
  grantTargets: GrantTargets;
}

/** Builds every function of the app the same way: defaults, common environment, own least-privilege role. */
export class FunctionFactory {
  constructor(private readonly props: FunctionFactoryProps) {}

  create(scope: Construct, id: string, spec: FunctionSpec): AppFunction {
    const { stage, sourceRoot, environment, grantTargets } = this.props;
    const secretEnvironment = Object.fromEntries(
      (spec.permissions.secrets ?? []).map((name) => [
        secretEnvName(name),
        grantTargets.secrets.byName[name].secretArn,
      ]),
    );
    const fn = new AppFunction(scope, id, {
      stage,
      sourceRoot,
      handler: spec.handler,
      description: spec.description,
      timeoutSeconds: spec.timeoutSeconds,
      memoryMb: spec.memoryMb,
      functionName: spec.functionName,
      environment: { ...environment, ...secretEnvironment },
    });
    grantPermissions(fn, spec.permissions, grantTargets);
    return fn;
  }

  forRoute(scope: Construct, route: RouteDef): AppFunction {
    return this.create(scope, constructIdFor(route.id), {
      handler: route.handler,
      description: `${route.method} ${route.path}`,
      permissions: effectivePermissions(route),
      timeoutSeconds: route.timeoutSeconds,
      memoryMb: route.memoryMb,
    });
  }
}

/** `searchOffices` → `SearchOffices`: stable construct ids keep logical ids stable. */
export const constructIdFor = (routeId: string): string =>
  routeId.charAt(0).toUpperCase() + routeId.slice(1);
