import type { Template } from 'aws-cdk-lib/assertions';

export interface CfnResource {
  Type: string;
  Properties?: Record<string, unknown>;
  DependsOn?: string | string[];
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
}

export interface PolicyStatement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

export const resourcesOf = (template: Template): Record<string, CfnResource> =>
  (template.toJSON() as { Resources: Record<string, CfnResource> }).Resources;

export const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The project's own functions (the library's deployment helpers carry no service name). */
export function appFunctions(template: Template): Array<[string, CfnResource]> {
  return Object.entries(resourcesOf(template)).filter(
    ([, resource]) =>
      resource.Type === 'AWS::Lambda::Function' &&
      envOf(resource).POWERTOOLS_SERVICE_NAME !== undefined,
  );
}

export function envOf(fn: CfnResource): Record<string, unknown> {
  const environment = fn.Properties?.Environment as
    { Variables?: Record<string, unknown> } | undefined;
  return environment?.Variables ?? {};
}

/** The function whose description is `description` (route functions: `METHOD /api/path`). */
export function functionByDescription(
  template: Template,
  description: string,
): [string, CfnResource] {
  const found = appFunctions(template).filter(
    ([, fn]) => fn.Properties?.Description === description,
  );
  if (found.length !== 1 || found[0] === undefined) {
    throw new Error(`Expected one function described "${description}", found ${found.length}`);
  }
  return found[0];
}

/** Every statement of every policy attached to the function's role. */
export function roleStatements(template: Template, fn: CfnResource): PolicyStatement[] {
  const roleArn = fn.Properties?.Role as { 'Fn::GetAtt': [string, string] };
  const roleId = roleArn['Fn::GetAtt'][0];
  return Object.values(resourcesOf(template))
    .filter(
      (resource) =>
        resource.Type === 'AWS::IAM::Policy' &&
        asArray(resource.Properties?.Roles as unknown[]).some(
          (role) => JSON.stringify(role) === JSON.stringify({ Ref: roleId }),
        ),
    )
    .flatMap(
      (policy) => (policy.Properties?.PolicyDocument as { Statement: PolicyStatement[] }).Statement,
    );
}

export const actionsOf = (statements: PolicyStatement[]): string[] =>
  statements.flatMap((statement) => asArray(statement.Action));

/** `/api/offices/{id}` of an API Gateway resource, rebuilt from PathPart/ParentId. */
function resourcePath(resources: Record<string, CfnResource>, id: string): string {
  const resource = resources[id];
  if (resource === undefined) throw new Error(`No resource ${id}`);
  const parent = resource.Properties?.ParentId as { Ref?: string };
  const prefix = parent.Ref === undefined ? '' : resourcePath(resources, parent.Ref);
  return `${prefix}/${String(resource.Properties?.PathPart)}`;
}

export function methodFor(template: Template, httpMethod: string, path: string): CfnResource {
  const resources = resourcesOf(template);
  const found = Object.values(resources).filter((resource) => {
    if (resource.Type !== 'AWS::ApiGateway::Method') return false;
    if (resource.Properties?.HttpMethod !== httpMethod) return false;
    const resourceId = resource.Properties.ResourceId as { Ref?: string };
    return resourceId.Ref !== undefined && resourcePath(resources, resourceId.Ref) === path;
  });
  if (found.length !== 1 || found[0] === undefined) {
    throw new Error(`Expected one method ${httpMethod} ${path}, found ${found.length}`);
  }
  return found[0];
}

/** A string built with Fn::Join, with every intrinsic shown as `<token>`. */
export function flatten(value: unknown): string {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (join !== undefined) return join[1].map(flatten).join(join[0]);
  return '<token>';
}
