import { Duration, Stack } from 'aws-cdk-lib';
import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { EMAIL_METRICS } from '../lambdas/email/metrics';
import type { StageName } from './app-config';
import type { AppFunction } from './function-defaults';

/**
 * Thresholds of the alarms. SES reviews an account at a 5% bounce or 0.1% complaint rate (and
 * may pause sending at 10% / 0.5%): the alarms fire at half the review level, leaving time to act.
 */
export const ALARM_THRESHOLDS = {
  /** Share of API requests answered 5xx, over 5 minutes, in 2 of 3 periods. */
  api5xxRate: 0.05,
  /** Unhandled errors (crashes, timeouts) of one function in 5 minutes. */
  functionErrors: 1,
  /** Throttled Lambda invocations in the region in 5 minutes. */
  lambdaThrottles: 1,
  /** Throttled table reads and writes in 5 minutes. */
  tableThrottles: 1,
  /** Emails given up on after their last attempt, in 5 minutes. */
  deadEmails: 1,
  sesBounceRate: 0.025,
  sesComplaintRate: 0.0005,
  /** Stripe webhook deliveries refused or failed in 30 minutes (Stripe retries each one). */
  webhookFailures: 3,
} as const;

export const METRICS_NAMESPACE = 'SmileGuide';

export interface ObservabilityProps {
  stage: StageName;
  /** Who gets the alarm emails (context `alarmEmail`); the topic exists either way. */
  alarmEmail?: string;
  restApi: apigateway.RestApi;
  apiStageName: string;
  /** Every route's function, by route id. */
  routeFunctions: ReadonlyMap<string, AppFunction>;
  /** Every other function (triggers, schedules), by name. */
  otherFunctions: ReadonlyMap<string, AppFunction>;
  table: dynamodb.ITable;
  /** The regional web ACL's metric name. */
  webAclMetricName: string;
}

const FIVE_MINUTES = Duration.minutes(5);

/**
 * What an operator watches: one dashboard per stage, alarms on what needs a person, and an SNS
 * topic the alarms notify (with an email subscription when `alarmEmail` is set).
 */
export class Observability extends Construct {
  readonly topic: sns.Topic;
  readonly dashboard: cloudwatch.Dashboard;
  readonly alarms: cloudwatch.Alarm[] = [];
  private readonly alarmAction: actions.SnsAction;

  constructor(scope: Construct, id: string, props: ObservabilityProps) {
    super(scope, id);
    const { stage } = props;
    const region = Stack.of(this).region;

    this.topic = new sns.Topic(this, 'AlarmTopic', {
      displayName: `SmileGuide ${stage} alarms`,
      enforceSSL: true,
    });
    if (props.alarmEmail) {
      this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));
    }
    this.alarmAction = new actions.SnsAction(this.topic);

    const api = {
      requests: metric('AWS/ApiGateway', 'Count', apiDims(props), 'Sum'),
      clientErrors: metric('AWS/ApiGateway', '4XXError', apiDims(props), 'Sum'),
      serverErrors: metric('AWS/ApiGateway', '5XXError', apiDims(props), 'Sum'),
      // 5XXError is 0 or 1 per request, so its average is the share answered 5xx.
      serverErrorRate: metric('AWS/ApiGateway', '5XXError', apiDims(props), 'Average'),
      latencyP99: metric('AWS/ApiGateway', 'Latency', apiDims(props), 'p99'),
    };
    const allFunctions = [...props.routeFunctions, ...props.otherFunctions];
    const tableName = props.table.tableName;
    const table = {
      readThrottles: metric('AWS/DynamoDB', 'ReadThrottleEvents', { TableName: tableName }, 'Sum'),
      writeThrottles: metric(
        'AWS/DynamoDB',
        'WriteThrottleEvents',
        { TableName: tableName },
        'Sum',
      ),
      read: metric('AWS/DynamoDB', 'ConsumedReadCapacityUnits', { TableName: tableName }, 'Sum'),
      write: metric('AWS/DynamoDB', 'ConsumedWriteCapacityUnits', { TableName: tableName }, 'Sum'),
    };
    const tableThrottles = new cloudwatch.MathExpression({
      expression: 'r + w',
      usingMetrics: { r: table.readThrottles, w: table.writeThrottles },
      label: 'Throttled requests',
      period: FIVE_MINUTES,
    });
    const ses = {
      sends: metric('AWS/SES', 'Send', {}, 'Sum'),
      bounces: metric('AWS/SES', 'Bounce', {}, 'Sum'),
      complaints: metric('AWS/SES', 'Complaint', {}, 'Sum'),
      bounceRate: metric('AWS/SES', 'Reputation.BounceRate', {}, 'Maximum'),
      complaintRate: metric('AWS/SES', 'Reputation.ComplaintRate', {}, 'Maximum'),
    };
    const lambdaThrottles = metric('AWS/Lambda', 'Throttles', {}, 'Sum');
    // The outbox counts each email it gives up on or does not send to a suppressed address
    // (embedded metric format, from any function), and the retry pass what it left pending.
    const emailMetric = (kind: keyof typeof EMAIL_METRICS, statistic: string) =>
      metric(EMAIL_METRICS[kind].namespace, EMAIL_METRICS[kind].name, {}, statistic);
    const deadEmails = emailMetric('dead', 'Sum');
    const suppressedEmails = emailMetric('suppressed', 'Sum');
    // A level, written once a minute: the highest in the period is the backlog.
    const pendingEmails = emailMetric('pending', 'Maximum');
    const wafBlocked = metric(
      'AWS/WAFV2',
      'BlockedRequests',
      { WebACL: props.webAclMetricName, Region: region, Rule: 'ALL' },
      'Sum',
    );

    // Alarms ------------------------------------------------------------------------------------
    this.alarm('Api5xxRate', {
      metric: api.serverErrorRate,
      threshold: ALARM_THRESHOLDS.api5xxRate,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      description: `More than ${ALARM_THRESHOLDS.api5xxRate * 100}% of API requests answered 5xx.`,
    });
    for (const [name, fn] of allFunctions) {
      this.alarm(`${pascal(name)}Errors`, {
        metric: fn.fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }),
        threshold: ALARM_THRESHOLDS.functionErrors,
        description: `The ${name} function crashed or timed out.`,
      });
    }
    this.alarm('LambdaThrottles', {
      metric: lambdaThrottles,
      threshold: ALARM_THRESHOLDS.lambdaThrottles,
      description: 'Lambda invocations were throttled (concurrency limit reached).',
    });
    this.alarm('TableThrottles', {
      metric: tableThrottles,
      threshold: ALARM_THRESHOLDS.tableThrottles,
      description: 'DynamoDB throttled reads or writes on the table.',
    });
    this.alarm('DeadEmails', {
      metric: deadEmails,
      threshold: ALARM_THRESHOLDS.deadEmails,
      description:
        'An email failed its last allowed attempt and will not be retried: its record is in the table with the email marked dead.',
    });
    this.alarm('SesBounceRate', {
      metric: ses.bounceRate,
      threshold: ALARM_THRESHOLDS.sesBounceRate,
      period: Duration.hours(1),
      description: 'The SES bounce rate is at half the level where AWS reviews the account (5%).',
    });
    this.alarm('SesComplaintRate', {
      metric: ses.complaintRate,
      threshold: ALARM_THRESHOLDS.sesComplaintRate,
      period: Duration.hours(1),
      description:
        'The SES complaint rate is at half the level where AWS reviews the account (0.1%).',
    });

    const webhook = props.routeFunctions.get('stripeWebhook');
    let webhookFailures: cloudwatch.IMetric | undefined;
    if (webhook) {
      // The wrapper logs one `request` line per answer with its route and status.
      const filter = new logs.MetricFilter(this, 'StripeWebhookFailuresFilter', {
        logGroup: webhook.logGroup,
        filterPattern: logs.FilterPattern.all(
          logs.FilterPattern.stringValue('$.message', '=', 'request'),
          logs.FilterPattern.numberValue('$.status', '>=', 400),
        ),
        metricNamespace: METRICS_NAMESPACE,
        metricName: `StripeWebhookFailures-${stage}`,
        metricValue: '1',
        defaultValue: 0,
      });
      webhookFailures = filter.metric({ statistic: 'Sum', period: Duration.minutes(30) });
      this.alarm('StripeWebhookFailures', {
        metric: webhookFailures,
        threshold: ALARM_THRESHOLDS.webhookFailures,
        period: Duration.minutes(30),
        description:
          'Stripe webhook deliveries are refused or failing (wrong signing secret, Stripe unreachable, or a bug); listings stop following payments.',
      });
    }

    // Dashboard ---------------------------------------------------------------------------------
    const routeDurations = [...props.routeFunctions].map(([name, fn]) =>
      fn.fn.metricDuration({ period: FIVE_MINUTES, statistic: 'p99', label: name }),
    );
    const perFunction = (pick: (fn: AppFunction) => cloudwatch.IMetric) =>
      allFunctions.map(([, fn]) => pick(fn));

    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: `smileguide-${stage}`,
      defaultInterval: Duration.hours(6),
      widgets: [
        [text('## API')],
        [
          graph('Requests, 4xx and 5xx', [api.requests, api.clientErrors, api.serverErrors]),
          graph('API latency p99 (ms)', [api.latencyP99]),
          graph('Route function duration p99 (ms)', routeDurations),
        ],
        [text('## Lambda')],
        [
          graph(
            'Errors',
            perFunction((fn) => fn.fn.metricErrors({ period: FIVE_MINUTES })),
          ),
          graph('Throttles', [lambdaThrottles]),
          graph(
            'Concurrent executions',
            perFunction((fn) =>
              fn.fn.metric('ConcurrentExecutions', { period: FIVE_MINUTES, statistic: 'Maximum' }),
            ),
          ),
        ],
        [text('## Data, email and edge')],
        [
          graph('DynamoDB throttles', [table.readThrottles, table.writeThrottles]),
          graph('DynamoDB consumed capacity', [table.read, table.write]),
          graph('SES sends, bounces, complaints', [ses.sends, ses.bounces, ses.complaints]),
          graph('Outbox emails pending', [pendingEmails]),
          graph('Outbox emails dead, and not sent to suppressed addresses', [
            deadEmails,
            suppressedEmails,
          ]),
          graph('WAF blocked requests', [wafBlocked]),
        ],
        ...(webhookFailures ? [[graph('Stripe webhook failures', [webhookFailures])]] : []),
        [alarmStatus(this.alarms)],
      ],
    });
  }

  /** More widgets, for what other constructs measure. */
  addWidgets(...widgets: cloudwatch.IWidget[]): void {
    this.dashboard.addWidgets(...widgets);
  }

  /** An alarm that notifies the topic when the metric reaches the threshold. */
  alarm(
    id: string,
    options: {
      metric: cloudwatch.IMetric;
      threshold: number;
      description: string;
      evaluationPeriods?: number;
      datapointsToAlarm?: number;
      period?: Duration;
    },
  ): cloudwatch.Alarm {
    const metricWithPeriod =
      options.period && options.metric instanceof cloudwatch.Metric
        ? options.metric.with({ period: options.period })
        : options.metric;
    const alarm = new cloudwatch.Alarm(this, id, {
      metric: metricWithPeriod,
      threshold: options.threshold,
      evaluationPeriods: options.evaluationPeriods ?? 1,
      datapointsToAlarm: options.datapointsToAlarm,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription: `${options.description} See RUNBOOK.md, "Alarms".`,
    });
    alarm.addAlarmAction(this.alarmAction);
    alarm.addOkAction(this.alarmAction);
    this.alarms.push(alarm);
    return alarm;
  }
}

function apiDims(props: ObservabilityProps): Record<string, string> {
  return { ApiName: props.restApi.restApiName, Stage: props.apiStageName };
}

function metric(
  namespace: string,
  metricName: string,
  dimensionsMap: Record<string, string>,
  statistic: string,
): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace,
    metricName,
    dimensionsMap,
    statistic,
    period: FIVE_MINUTES,
  });
}

function graph(title: string, left: cloudwatch.IMetric[], width = 8): cloudwatch.GraphWidget {
  return new cloudwatch.GraphWidget({ title, left, width, height: 6 });
}

function text(markdown: string): cloudwatch.TextWidget {
  return new cloudwatch.TextWidget({ markdown, width: 24, height: 1 });
}

function alarmStatus(alarms: cloudwatch.Alarm[]): cloudwatch.AlarmStatusWidget {
  return new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms, width: 24, height: 4 });
}

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
