import { useId, useState } from 'react';
import clsx from 'clsx';
import { BarChart3, RotateCcw } from 'lucide-react';
import {
  ANALYTICS_DAYS,
  analyticsMetrics,
  type AnalyticsMetric,
  type MyAnalytics,
} from '@contracts/dashboard';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/office-format';
import { useMyAnalytics } from '../api/get-my-analytics';

export const metricLabels: Record<AnalyticsMetric, string> = {
  impressions: 'Shown in search results',
  views: 'Profile page views',
  requests: 'Discount requests',
  calls: 'Call clicks',
  websites: 'Website clicks',
};

const CHART_WIDTH = 600;
const CHART_HEIGHT = 140;
const BAR_GAP = 4;

/** A column chart of one metric, one bar per day; the same numbers sit in a table for screen readers. */
function DailyChart({ analytics, metric }: { analytics: MyAnalytics; metric: AnalyticsMetric }) {
  const values = analytics.days.map((day) => day[metric]);
  const peak = Math.max(0, ...values);
  const max = Math.max(1, peak);
  const barWidth = CHART_WIDTH / values.length - BAR_GAP;
  const label = metricLabels[metric];
  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT + 1}`}
        className="h-36 w-full"
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        <line
          x1={0}
          x2={CHART_WIDTH}
          y1={CHART_HEIGHT}
          y2={CHART_HEIGHT}
          className="stroke-border"
          strokeWidth={1}
        />
        {analytics.days.map((day, index) => {
          // A quiet day keeps a low stub, so the 30 days still read as a row.
          const height = Math.max(2, (day[metric] / max) * (CHART_HEIGHT - 8));
          return (
            <rect
              key={day.date}
              x={index * (barWidth + BAR_GAP) + BAR_GAP / 2}
              y={CHART_HEIGHT - height}
              width={barWidth}
              height={height}
              rx={day[metric] ? 2 : 0}
              className={day[metric] ? 'fill-primary' : 'fill-border'}
            >
              <title>{`${formatDate(day.date)}: ${day[metric]}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="text-muted-foreground flex justify-between text-xs">
        <span>{formatDate(analytics.from)}</span>
        <span>
          {label} per day (highest: {peak})
        </span>
        <span>{formatDate(analytics.to)}</span>
      </figcaption>
      <table className="sr-only">
        <caption>{label} per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">{label}</th>
          </tr>
        </thead>
        <tbody>
          {analytics.days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDate(day.date)}</th>
              <td>{day[metric]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function AnalyticsBody({ analytics }: { analytics: MyAnalytics }) {
  const [metric, setMetric] = useState<AnalyticsMetric>('impressions');
  const empty = analyticsMetrics.every((name) => analytics.totals[name] === 0);
  return (
    <div className="space-y-6">
      <ul aria-label="Totals" className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {analyticsMetrics.map((name) => (
          <li key={name}>
            <button
              type="button"
              aria-pressed={metric === name}
              onClick={() => setMetric(name)}
              className={clsx(
                'rounded-card flex h-full w-full flex-col items-start gap-1 border p-3 text-left transition-colors',
                metric === name
                  ? 'border-primary bg-brand-50'
                  : 'border-border hover:bg-muted bg-transparent',
              )}
            >
              <span className="text-2xl font-bold tabular-nums">{analytics.totals[name]}</span>
              <span className="text-muted-foreground text-xs leading-tight">
                {metricLabels[name]}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {empty ? (
        <p className="border-border text-muted-foreground rounded-lg border border-dashed p-6 text-center text-sm">
          No activity yet. When patients find your office in search results, open its page, call or
          request a discount, it shows here day by day.
        </p>
      ) : (
        <DailyChart analytics={analytics} metric={metric} />
      )}
    </div>
  );
}

/**
 * What the listing brought in over the last 30 days: totals per metric and a daily chart of the
 * chosen one. Each visitor counts once per office and day.
 */
export function ListingAnalytics({ userId }: { userId: string | undefined }) {
  const analytics = useMyAnalytics(userId);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
            <BarChart3 aria-hidden="true" className="text-primary size-5" />
            Listing analytics
          </h2>
          <CardDescription>
            The last {ANALYTICS_DAYS} days. Each visitor counts once a day; searches are added
            within a minute or two.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {analytics.isPending ? (
            <div className="flex items-center gap-2 text-sm">
              <Spinner size="sm" label="" />
              Loading your numbers…
            </div>
          ) : analytics.isError ? (
            <Alert variant="warning" title="We couldn't load your numbers">
              <Button
                variant="outline"
                size="sm"
                className="mt-2"
                onClick={() => void analytics.refetch()}
              >
                <RotateCcw aria-hidden="true" />
                Try Again
              </Button>
            </Alert>
          ) : (
            <AnalyticsBody analytics={analytics.data} />
          )}
        </CardContent>
      </Card>
    </section>
  );
}
