import { useId, useState } from 'react';
import { History } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useAdminAudit } from '../api/list-audit-records';
import { describeAuditRecord, formatMoment } from '../format';
import { ListEmpty, ListError, ListLoading } from './list-states';

/** How many actions show before 'Show all'. */
const FIRST_SHOWN = 8;

/** The audit trail: the latest admin actions, newest first, whoever made them. */
export function RecentAdminActions() {
  const ids = useId();
  const audit = useAdminAudit();
  const [all, setAll] = useState(false);
  const records = audit.data?.records ?? [];
  const shown = all ? records : records.slice(0, FIRST_SHOWN);

  return (
    <Card role="region" aria-labelledby={`${ids}-heading`}>
      <CardHeader>
        <h2 id={`${ids}-heading`} className="flex items-center gap-2 text-xl font-semibold">
          <History aria-hidden="true" className="text-primary size-5" />
          Recent admin actions
        </h2>
      </CardHeader>
      <CardContent>
        {audit.isPending ? (
          <ListLoading label="Loading recent admin actions" />
        ) : audit.isError ? (
          <ListError
            title="We couldn't load the recent admin actions"
            error={audit.error}
            onRetry={() => void audit.refetch()}
          />
        ) : records.length === 0 ? (
          <ListEmpty>No admin actions yet.</ListEmpty>
        ) : (
          <>
            <ol className="divide-border divide-y text-sm">
              {shown.map((record) => {
                const { action, target } = describeAuditRecord(record);
                return (
                  <li key={record.id} className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:gap-4">
                    <time dateTime={record.at} className="text-muted-foreground shrink-0 sm:w-44">
                      {formatMoment(record.at)}
                    </time>
                    <p className="min-w-0 [overflow-wrap:anywhere]">
                      <span className="font-medium">{record.actor_email}</span> {action}{' '}
                      <span className="font-medium">{target}</span>
                    </p>
                  </li>
                );
              })}
            </ol>
            {records.length > FIRST_SHOWN ? (
              <Button variant="ghost" size="sm" className="mt-2" onClick={() => setAll(!all)}>
                {all ? 'Show fewer' : `Show all ${records.length}`}
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
