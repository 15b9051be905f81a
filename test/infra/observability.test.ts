import { Match, type Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpFunctions, otherFunctionNames } from './observability-fixtures';
import { ALARM_THRESHOLDS } from '../../lib/observability';
import { functionBundling, PROVIDED_MODULES } from '../../lib/function-bundling';
import { appFunctions, resourcesOf } from './template-queries';
import { synthStack, type SynthesizedStack } from './synth-stack';

let synthesized: SynthesizedStack;
let template: Template;

beforeAll(() => {
  synthesized = synthStack('sandbox', { alarmEmail: 'oncall@example.com' });
  template = synthesized.template;
});
afterAll(() => synthesized.cleanup());

const alarms = () =>
  Object.values(resourcesOf(template)).filter((r) => r.Type === 'AWS::CloudWatch::Alarm');
const alarmNamed = (fragment: string) => {
  const found = alarms().filter((alarm) =>
    String(alarm.Properties?.AlarmDescription ?? '').includes(fragment),
  );
  expect(found, fragment).toHaveLength(1);
  return found[0]!.Properties!;
};

describe('alarms', () => {
  it('notify one SNS topic, over TLS only, with the email from context', () => {
    template.resourceCountIs('AWS::SNS::Topic', 1);
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'oncall@example.com',
    });
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      }),
    });
    const topicId = Object.entries(resourcesOf(template)).find(
      ([, r]) => r.Type === 'AWS::SNS::Topic',
    )![0];
    for (const alarm of alarms()) {
      expect(alarm.Properties?.AlarmActions).toEqual([{ Ref: topicId }]);
      expect(alarm.Properties?.OKActions).toEqual([{ Ref: topicId }]);
    }
  });

  it('watch the API 5xx rate', () => {
    expect(alarmNamed('API requests answered 5xx')).toMatchObject({
      MetricName: '5XXError',
      Namespace: 'AWS/ApiGateway',
      Statistic: 'Average',
      Threshold: ALARM_THRESHOLDS.api5xxRate,
      EvaluationPeriods: 3,
      DatapointsToAlarm: 2,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });

  it('watch every function’s errors, and Lambda throttles', () => {
    for (const name of [...httpFunctions.map((fn) => fn.route.id), ...otherFunctionNames]) {
      expect(alarmNamed(`The ${name} function crashed`)).toMatchObject({
        MetricName: 'Errors',
        Namespace: 'AWS/Lambda',
        Threshold: ALARM_THRESHOLDS.functionErrors,
      });
    }
    expect(alarmNamed('Lambda invocations were throttled')).toMatchObject({
      MetricName: 'Throttles',
      Threshold: ALARM_THRESHOLDS.lambdaThrottles,
    });
  });

  it('watch table throttles and the SES reputation below the levels AWS acts on', () => {
    expect(alarmNamed('DynamoDB throttled')).toMatchObject({
      Threshold: ALARM_THRESHOLDS.tableThrottles,
      Metrics: expect.anything(),
    });
    expect(alarmNamed('bounce rate')).toMatchObject({
      MetricName: 'Reputation.BounceRate',
      Threshold: 0.025,
    });
    expect(alarmNamed('complaint rate')).toMatchObject({
      MetricName: 'Reputation.ComplaintRate',
      Threshold: 0.0005,
    });
  });

  it('watch Stripe webhook failures through the webhook function’s request log', () => {
    expect(alarmNamed('Stripe webhook deliveries')).toMatchObject({
      Namespace: 'SmileGuide',
      MetricName: 'StripeWebhookFailures-sandbox',
      Threshold: ALARM_THRESHOLDS.webhookFailures,
      Period: 1800,
    });
    template.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: '{ ($.message = "request") && ($.status >= 400) }',
      MetricTransformations: [
        Match.objectLike({ MetricName: 'StripeWebhookFailures-sandbox', MetricValue: '1' }),
      ],
    });
  });
});

describe('dashboard', () => {
  it('shows the API, Lambda, table, SES and WAF', () => {
    const dashboards = Object.values(resourcesOf(template)).filter(
      (r) => r.Type === 'AWS::CloudWatch::Dashboard',
    );
    expect(dashboards).toHaveLength(1);
    expect(dashboards[0]!.Properties?.DashboardName).toBe('smileguide-sandbox');
    const body = JSON.stringify(dashboards[0]!.Properties?.DashboardBody);
    for (const title of [
      'Requests, 4xx and 5xx',
      'API latency p99',
      'Route function duration p99',
      'Errors',
      'Throttles',
      'Concurrent executions',
      'DynamoDB throttles',
      'DynamoDB consumed capacity',
      'SES sends, bounces, complaints',
      'WAF blocked requests',
      'Stripe webhook failures',
    ]) {
      expect(body, title).toContain(title);
    }
  });
});

describe('tracing', () => {
  it('is on for every function and the API stage', () => {
    const functions = appFunctions(template);
    expect(functions.length).toBe(httpFunctions.length + otherFunctionNames.length);
    for (const [, fn] of functions)
      expect(fn.Properties?.TracingConfig).toEqual({ Mode: 'Active' });
    template.hasResourceProperties('AWS::ApiGateway::Stage', { TracingEnabled: true });
  });

  it('attaches no layer: every function carries its own Powertools', () => {
    expect(Object.keys(template.toJSON().Parameters ?? {}).join(',')).not.toMatch(/powertools/i);
    for (const [name, fn] of appFunctions(template)) {
      expect(fn.Properties?.Layers, name).toBeUndefined();
    }
  });

  it('keeps only the AWS SDK out of the bundles, as the runtime brings it', () => {
    expect(functionBundling()).toMatchObject({
      format: 'cjs',
      externalModules: PROVIDED_MODULES,
    });
    expect(PROVIDED_MODULES).toEqual(['@aws-sdk/*']);
  });
});
