import { AwsSolutionsChecks } from 'cdk-nag';
import { synthStack } from '/work/main/test/infra/synth-stack';
for (const stage of ['sandbox', 'prod'] as const) {
  const t0 = Date.now();
  const { stack, cleanup } = synthStack(stage);
  const t1 = Date.now();
  const report = new AwsSolutionsChecks().validateScope(stack);
  console.log(stage, 'synth ms', t1 - t0, 'nag ms', Date.now() - t1);
  for (const v of report.violations) {
    console.log(v.severity, v.ruleName, v.violatingResources.map((r) => r.constructPath).join(' | '));
  }
  cleanup();
}
