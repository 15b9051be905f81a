import { Stack, type CfnElement } from 'aws-cdk-lib';

/**
 * How cdk-nag writes `Fn::GetAtt [<resource>, Arn]` inside a finding id, e.g.
 * `AwsSolutions-IAM5[Resource::<DataTable1234.Arn>/index/*]`, so acknowledgements name
 * the exact finding without hard-coding generated logical ids.
 */
export function nagArnOf(resource: CfnElement): string {
  const logicalId: unknown = Stack.of(resource).resolve(resource.logicalId);
  return `<${String(logicalId)}.Arn>`;
}
