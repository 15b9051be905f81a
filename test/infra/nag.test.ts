import { Validations } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StageName } from '../../lib/app-config';
import { synthStack, type SynthesizedStack } from './synth-stack';

interface Finding {
  rule: string;
  severity: string;
  path: string;
}

/** cdk-nag 3 reports through the validation plugin API, not as annotations: run the pack directly. */
function findings(scope: IConstruct, honourAcknowledgements = true): Finding[] {
  const pack = new AwsSolutionsChecks();
  if (!honourAcknowledgements) {
    // The pack has no public switch for this; only the "is every acknowledgement still needed" check uses it.
    (pack as unknown as { isAcknowledged: () => boolean }).isAcknowledged = () => false;
  }
  return pack.validateScope(scope).violations.flatMap((violation) =>
    violation.violatingResources.map((resource) => ({
      rule: violation.ruleName,
      severity: violation.severity ?? 'error',
      path: resource.constructPath ?? '?',
    })),
  );
}

/** Every acknowledgement recorded in the tree, with the construct it was recorded on. */
function acknowledgements(
  scope: IConstruct,
): Array<{ path: string; rule: string; reason: string }> {
  const found = scope.node.metadata
    .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
    .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
    .map(([key, reason]) => ({
      path: scope.node.path,
      rule: key.replace(/^annotation::/i, ''),
      reason,
    }));
  return [...found, ...scope.node.children.flatMap(acknowledgements)];
}

const format = (list: Finding[]) =>
  list.map((finding) => `${finding.severity} ${finding.rule} at ${finding.path}`).join('\n');

describe.each<StageName>(['sandbox', 'prod'])('cdk-nag AwsSolutions on the %s stack', (stage) => {
  let synthesized: SynthesizedStack;

  beforeAll(() => {
    synthesized = synthStack(stage);
  });
  afterAll(() => synthesized.cleanup());

  it('has no unacknowledged errors or warnings', () => {
    const open = findings(synthesized.stack);
    expect(format(open.filter((finding) => finding.severity === 'error'))).toBe('');
    expect(format(open.filter((finding) => finding.severity === 'warning'))).toBe('');
    expect(open).toEqual([]);
  });

  it('acknowledges only findings that exist, each with a reason', () => {
    const raw = findings(synthesized.stack, false);
    const acknowledged = acknowledgements(synthesized.stack);
    expect(acknowledged.filter((ack) => ack.reason.trim().length < 30)).toEqual([]);
    const unused = acknowledged.filter(
      (ack) =>
        !raw.some(
          (finding) =>
            finding.rule === ack.rule &&
            (finding.path === ack.path || finding.path.startsWith(`${ack.path}/`)),
        ),
    );
    expect(unused).toEqual([]);
    expect(raw.length).toBeGreaterThan(0);
  });

  it('leaves no CDK errors or warnings on the stack', () => {
    const annotations = Annotations.fromStack(synthesized.stack);
    expect(annotations.findError('*', Match.anyValue())).toEqual([]);
    expect(annotations.findWarning('*', Match.anyValue())).toEqual([]);
  });
});
