import { useId, useState } from 'react';
import { CircleCheck, CircleX } from 'lucide-react';
import type { Subscriber } from '@contracts/admin';
import { Badge } from '@/components/ui/badge';
import { toast } from '@/lib/toast/toast-store';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { adminToasts } from '../admin-content';
import { useAdminSubscribers } from '../api/list-subscribers';
import { useToggleSubscription } from '../api/toggle-subscription';
import { formatCalendarDay, tierLabel } from '../format';
import { AdminCell, AdminRow, AdminTable } from './admin-table';
import { ListEmpty, ListError, ListLoading, LoadMore } from './list-states';
import { RowActionButton } from './row-action-button';
import { SEARCH_DELAY_MS, SearchBox } from './search-box';
import { TabPanelHeader } from './tab-panel-header';

const columns = ['Office', 'Email', 'Status', 'Plan', 'Ends', 'Actions'] as const;

function SubscriberRow({ subscriber }: { subscriber: Subscriber }) {
  const toggle = useToggleSubscription();
  const activate = !subscriber.subscribed;

  const onToggle = async () => {
    try {
      await toggle.mutateAsync({ subscriberId: subscriber.id, activate });
      toast({
        title: activate ? adminToasts.subscriptionActivated : adminToasts.subscriptionCancelled,
      });
    } catch (error) {
      toast({
        title: adminToasts.subscriptionFailed,
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
    }
  };

  return (
    <AdminRow>
      <AdminCell label="Office" className="font-medium">
        {subscriber.office_name}
      </AdminCell>
      <AdminCell label="Email">{subscriber.email}</AdminCell>
      <AdminCell label="Status">
        {subscriber.subscribed ? (
          <Badge>Subscribed</Badge>
        ) : (
          <Badge variant="outline">Not subscribed</Badge>
        )}
        {subscriber.payment === 'card_past_due' ? (
          <Badge variant="destructive" className="ml-1">
            Payment failed
          </Badge>
        ) : subscriber.payment ? (
          <span className="text-muted-foreground mt-1 block text-xs">
            {subscriber.payment === 'card' ? 'Paid by card' : 'Granted by an admin'}
          </span>
        ) : null}
      </AdminCell>
      <AdminCell label="Plan" className="whitespace-nowrap">
        {tierLabel(subscriber.subscription_tier)}
      </AdminCell>
      <AdminCell label="Ends" className="whitespace-nowrap">
        {formatCalendarDay(subscriber.subscription_end)}
      </AdminCell>
      <AdminCell className="max-lg:block max-lg:pt-3 lg:text-right">
        <RowActionButton
          label={`${activate ? 'Activate' : 'Cancel'} subscription of ${subscriber.office_name}`}
          icon={activate ? CircleCheck : CircleX}
          variant={activate ? 'default' : 'outline'}
          pending={toggle.isPending}
          onClick={() => void onToggle()}
        >
          {activate ? 'Activate' : 'Cancel'}
        </RowActionButton>
      </AdminCell>
    </AdminRow>
  );
}

/** Subscriptions: each office's listing subscription, searchable, with activate and cancel. */
export function SubscriptionsTab() {
  const ids = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const subscribers = useAdminSubscribers(q);
  const rows = subscribers.data?.pages.flatMap((page) => page.subscribers) ?? [];

  return (
    <section aria-labelledby={`${ids}-heading`} className="space-y-5">
      <TabPanelHeader
        id={`${ids}-heading`}
        title="Subscriptions"
        description="Cancelling takes the office out of the directory at once and stops a card payment at Stripe; activating lists it until the end date, without payment."
      />
      <div className="max-w-md">
        <SearchBox
          id={`${ids}-search`}
          label="Search subscriptions"
          placeholder="Email or office name"
          value={search}
          onChange={setSearch}
        />
      </div>
      {subscribers.isPending ? (
        <ListLoading label="Loading subscriptions" />
      ) : subscribers.isError && !subscribers.isFetchNextPageError ? (
        <ListError
          title="We couldn't load the subscriptions"
          error={subscribers.error}
          onRetry={() => void subscribers.refetch()}
        />
      ) : rows.length === 0 ? (
        <ListEmpty>{q ? `No subscriptions match “${q}”.` : 'No subscriptions yet.'}</ListEmpty>
      ) : (
        <AdminTable caption="Subscriptions" columns={columns} busy={subscribers.isPlaceholderData}>
          {rows.map((subscriber) => (
            <SubscriberRow key={subscriber.id} subscriber={subscriber} />
          ))}
        </AdminTable>
      )}
      {subscribers.hasNextPage && !subscribers.isPlaceholderData ? (
        <LoadMore
          label="Load more subscriptions"
          loading={subscribers.isFetchingNextPage}
          failed={subscribers.isFetchNextPageError}
          onLoad={() => void subscribers.fetchNextPage()}
        />
      ) : null}
    </section>
  );
}
