/**
 * The functions of a synthesized cloud assembly (`cdk synth` output) as deployed: for each
 * function of the manifest, its bundle folder, its environment and the sizes of what it ships.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  cognitoTriggers,
  emailEventFunctions,
  httpFunctions,
  scheduledFunctions,
} from '../../lambdas/manifest';
import { constructIdFor } from '../../lib/function-factory';

export interface DeployedFunction {
  /** The manifest's name: a route id, a trigger or a schedule. */
  name: string;
  logicalId: string;
  assetDir: string;
  /** The function's environment, with deploy-time references replaced by placeholders. */
  environment: Record<string, string>;
  /** index.js, gzip level 9: the code the budget applies to. */
  bundleGzipBytes: number;
  /** Data files beside the bundle (not the source map), each gzip level 9. */
  dataFiles: Record<string, number>;
  /** Every file of the package (bundle, source map, data), gzip level 9. */
  packageGzipBytes: number;
  tracing: string | undefined;
}

interface TemplateResource {
  Type: string;
  Metadata?: Record<string, unknown>;
  Properties?: {
    Environment?: { Variables?: Record<string, unknown> };
    TracingConfig?: { Mode?: string };
  };
}

/** Every function the manifest deploys, by the construct id the stack gives it. */
export function manifestFunctionNames(): string[] {
  return [
    ...httpFunctions.map((fn) => fn.route.id),
    ...Object.keys(cognitoTriggers),
    ...Object.keys(scheduledFunctions),
    ...Object.keys(emailEventFunctions),
  ];
}

/** A well-formed stand-in for a value CloudFormation fills in at deploy time. */
function placeholderFor(key: string): string {
  if (/_URL$|ORIGINS$/.test(key)) return 'https://site.example';
  if (/_ARN$/.test(key)) return `arn:aws:secretsmanager:us-east-1:123456789012:secret:${key}`;
  return `deploy-time-${key.toLowerCase().replace(/_/g, '-')}`;
}

const gzipBytes = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;

/** Reads the assembly's template and finds each manifest function's bundle. */
export function deployedFunctions(assemblyDir: string, stackName: string): DeployedFunction[] {
  const template = JSON.parse(
    readFileSync(join(assemblyDir, `${stackName}.template.json`), 'utf8'),
  ) as { Resources: Record<string, TemplateResource> };
  const byConstructId = new Map<string, [string, TemplateResource]>();
  for (const [logicalId, resource] of Object.entries(template.Resources)) {
    if (resource.Type !== 'AWS::Lambda::Function') continue;
    const path = String(resource.Metadata?.['aws:cdk:path'] ?? '');
    const match = /\/([^/]+)\/Function\/Resource$/.exec(path);
    if (match?.[1]) byConstructId.set(match[1], [logicalId, resource]);
  }
  return manifestFunctionNames().map((name) => {
    const found = byConstructId.get(constructIdFor(name));
    if (!found) throw new Error(`Function ${name} is not in the synthesized template`);
    const [logicalId, resource] = found;
    const assetPath = resource.Metadata?.['aws:asset:path'];
    if (typeof assetPath !== 'string') throw new Error(`Function ${name} has no bundled asset`);
    const assetDir = join(assemblyDir, assetPath);
    const files = readdirSync(assetDir).filter((file) => statSync(join(assetDir, file)).isFile());
    const dataFiles: Record<string, number> = {};
    for (const file of files) {
      if (file !== 'index.js' && !file.endsWith('.map')) {
        dataFiles[file] = gzipBytes(join(assetDir, file));
      }
    }
    const environment = Object.fromEntries(
      Object.entries(resource.Properties?.Environment?.Variables ?? {}).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : placeholderFor(key),
      ]),
    );
    return {
      name,
      logicalId,
      assetDir,
      environment,
      bundleGzipBytes: gzipBytes(join(assetDir, 'index.js')),
      dataFiles,
      packageGzipBytes: files.reduce((sum, file) => sum + gzipBytes(join(assetDir, file)), 0),
      tracing: resource.Properties?.TracingConfig?.Mode,
    };
  });
}
