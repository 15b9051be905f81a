import type { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_METRICS } from '../../lambdas/email/metrics';
import {
  actionsOf,
  functionByDescription,
  resourcesOf,
  roleStatements,
  type CfnResource,
} from './template-queries';
import { synthStack, type SynthesizedStack } from './synth-stack';
import { emailEventFunctions } from '../../lambdas/manifest';

/**
 * The bounce path: SES → the configuration set's event destination (the default event bus) →
 * a rule matching this stage's bounces and complaints → the feedback function, which may write
 * the table and nothing else.
 */

let synthesized: SynthesizedStack;
let template: Template;

beforeAll(() => {
  synthesized = synthStack('sandbox');
  template = synthesized.template;
});
afterAll(() => synthesized.cleanup());

const ofType = (type: string): Array<[string, CfnResource]> =>
  Object.entries(resourcesOf(template)).filter(([, resource]) => resource.Type === type);

const onlyOne = <T>(list: T[], what: string): T => {
  expect(list, what).toHaveLength(1);
  return list[0]!;
};

const feedbackFunction = () =>
  functionByDescription(template, emailEventFunctions.recordEmailFeedback.description);

describe('the bounce path', () => {
  it('publishes the configuration set’s bounces and complaints to the default event bus', () => {
    const [configSetId] = onlyOne(ofType('AWS::SES::ConfigurationSet'), 'configuration set');
    const [, destination] = onlyOne(
      ofType('AWS::SES::ConfigurationSetEventDestination'),
      'event destination',
    );
    expect(destination.Properties?.ConfigurationSetName).toEqual({ Ref: configSetId });
    const eventDestination = destination.Properties?.EventDestination as Record<string, unknown>;
    expect(eventDestination.Enabled).toBe(true);
    expect(eventDestination.MatchingEventTypes).toEqual(['bounce', 'complaint']);
    expect(JSON.stringify(eventDestination.EventBridgeDestination)).toContain(':event-bus/default');
  });

  it('sends only this configuration set’s bounces and complaints to the feedback function', () => {
    const [configSetId] = onlyOne(ofType('AWS::SES::ConfigurationSet'), 'configuration set');
    const [functionId] = feedbackFunction();
    const rules = ofType('AWS::Events::Rule').filter(([, rule]) =>
      JSON.stringify(rule.Properties?.Targets).includes(functionId),
    );
    const [ruleId, rule] = onlyOne(rules, 'rule targeting the feedback function');
    expect(rule.Properties?.EventBusName).toBe('default');
    expect(rule.Properties?.EventPattern).toEqual({
      source: ['aws.ses'],
      'detail-type': ['Email Bounced', 'Email Complaint Received'],
      detail: { mail: { tags: { 'ses:configuration-set': [{ Ref: configSetId }] } } },
    });

    const permissions = ofType('AWS::Lambda::Permission').filter(
      ([, permission]) =>
        JSON.stringify(permission.Properties?.FunctionName).includes(functionId) &&
        permission.Properties?.Principal === 'events.amazonaws.com',
    );
    const [, permission] = onlyOne(permissions, 'invoke permission for EventBridge');
    expect(permission.Properties?.SourceArn).toEqual({ 'Fn::GetAtt': [ruleId, 'Arn'] });
  });

  it('lets the feedback function write the suppression list and send no email', () => {
    const [, fn] = feedbackFunction();
    const actions = actionsOf(roleStatements(template, fn));
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:UpdateItem', 'dynamodb:GetItem']));
    expect(actions.filter((action) => action.startsWith('ses:'))).toEqual([]);
    expect(actions.filter((action) => action.startsWith('cognito-idp:'))).toEqual([]);
    expect(actions.filter((action) => action.startsWith('secretsmanager:'))).toEqual([]);
  });

  it('raises an alarm when the feedback function fails', () => {
    const alarms = ofType('AWS::CloudWatch::Alarm').filter(([, alarm]) =>
      String(alarm.Properties?.AlarmDescription).includes('The recordEmailFeedback function'),
    );
    onlyOne(alarms, 'feedback function alarm');
  });
});

describe('the dashboard', () => {
  it('shows the outbox emails pending next to dead and suppressed ones', () => {
    const [, dashboard] = onlyOne(ofType('AWS::CloudWatch::Dashboard'), 'dashboard');
    const body = JSON.stringify(dashboard.Properties?.DashboardBody);
    expect(body).toContain('Outbox emails pending');
    expect(body).toContain('Outbox emails dead, and not sent to suppressed addresses');
    for (const metric of Object.values(EMAIL_METRICS)) {
      expect(body).toContain(`[\\"${metric.namespace}\\",\\"${metric.name}\\"`);
    }
    // The pending count is a level: its highest value in a period is the backlog.
    expect(body).toMatch(/EmailsPending\\",\{\\"stat\\":\\"Maximum\\"/);
  });
});
