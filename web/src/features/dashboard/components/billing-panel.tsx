import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CreditCard, ExternalLink } from 'lucide-react';
import { PRO_MONTHLY_PRICE_LABEL } from '@contracts/brand';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useBilling, useOpenBillingPortal, useStartCheckout } from '../api/billing';
import { billingContent as text, formatDay } from '../billing-content';

/** Leaves the site for a page Stripe hosts (checkout, billing portal). */
const goTo = (url: string) => window.location.assign(url);

/** What the professional came back from Stripe Checkout with, read once from the address. */
function useCheckoutReturn() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [outcome] = useState(() => {
    const checkout = searchParams.get('checkout');
    return {
      result: checkout === 'success' || checkout === 'cancelled' ? checkout : undefined,
      sessionId: searchParams.get('session_id') ?? undefined,
      at: checkout === 'success' ? Date.now() : undefined,
    };
  });
  useEffect(() => {
    // A reload should not show the payment message again.
    if (searchParams.has('checkout') || searchParams.has('session_id')) {
      setSearchParams({}, { replace: true });
    }
  }, [searchParams, setSearchParams]);
  return outcome;
}

/**
 * The dashboard's billing section: pay to go live, see the plan and its renewal, fix a failed
 * payment, or open Stripe's billing portal.
 */
export function BillingPanel({ userId }: { userId: string | undefined }) {
  const checkoutReturn = useCheckoutReturn();
  const billing = useBilling(userId, checkoutReturn.sessionId, checkoutReturn.at);
  const checkout = useStartCheckout(goTo);
  const portal = useOpenBillingPortal(goTo);
  const leaving = checkout.isPending || checkout.isSuccess || portal.isPending || portal.isSuccess;
  const actionError = checkout.error ?? portal.error;

  if (billing.isPending) {
    return (
      <Card>
        <CardContent className="flex items-center gap-2 pt-6 text-sm">
          <Spinner className="size-4" /> {text.loading}
        </CardContent>
      </Card>
    );
  }
  if (billing.isError) {
    return (
      <Alert variant="destructive" title={text.loadFailed}>
        <p>{billing.error.message}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void billing.refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  }

  const summary = billing.data;
  const manageButton = summary.can_manage ? (
    <Button
      variant={summary.status === 'past_due' ? 'default' : 'outline'}
      onClick={() => portal.mutate()}
      disabled={leaving}
    >
      {portal.isPending || portal.isSuccess ? (
        <Spinner className="size-4" />
      ) : (
        <ExternalLink aria-hidden="true" className="size-4" />
      )}
      {summary.status === 'past_due' ? text.fixPayment : text.manage}
    </Button>
  ) : null;

  return (
    <section aria-labelledby="billing-heading" className="space-y-4">
      <h2 id="billing-heading" className="sr-only">
        {text.heading}
      </h2>

      {checkoutReturn.result === 'success' && summary.status !== 'inactive' ? (
        <Alert variant="success" role="status" title={text.paid.title}>
          {text.paid.body}
        </Alert>
      ) : null}
      {checkoutReturn.result === 'success' && summary.status === 'inactive' ? (
        <Alert variant="info" role="status" title={text.confirming.title}>
          {billing.isFetching ? <Spinner className="mr-2 inline size-4" /> : null}
          {text.confirming.body}
        </Alert>
      ) : null}
      {checkoutReturn.result === 'cancelled' && summary.status === 'inactive' ? (
        <Alert variant="warning" role="status" title={text.cancelled.title}>
          {text.cancelled.body}
        </Alert>
      ) : null}
      {summary.status === 'past_due' ? (
        <Alert variant="destructive" title={text.pastDue.title}>
          {text.pastDue.body}
        </Alert>
      ) : null}
      {actionError ? (
        <Alert variant="destructive" role="alert" title={text.actionFailed}>
          {actionError.message}
        </Alert>
      ) : null}

      <Card>
        <CardHeader>
          <h3 className="flex items-center gap-2 text-lg font-semibold">
            <CreditCard aria-hidden="true" className="text-primary size-5" />
            {summary.status === 'inactive' ? text.listCta : text.planName}
          </h3>
        </CardHeader>
        <CardContent className="space-y-4 text-sm">
          {summary.status === 'inactive' ? (
            <>
              <p className="text-muted-foreground">
                {summary.period_end ? text.ended(formatDay(summary.period_end)) : text.notLive}
              </p>
              <div className="flex flex-wrap gap-3">
                <Button onClick={() => checkout.mutate()} disabled={leaving}>
                  {checkout.isPending || checkout.isSuccess ? <Spinner className="size-4" /> : null}
                  {checkout.isPending || checkout.isSuccess ? text.opening : text.listCta}
                </Button>
                {manageButton}
              </div>
            </>
          ) : (
            <>
              <dl className="grid gap-2 sm:grid-cols-[10rem_minmax(0,1fr)]">
                <dt className="text-muted-foreground">{text.planLabel}</dt>
                <dd>
                  {text.planName} · {PRO_MONTHLY_PRICE_LABEL}
                </dd>
                {summary.period_end ? (
                  <>
                    <dt className="text-muted-foreground">
                      {summary.renews ? text.renewsLabel : text.endsLabel}
                    </dt>
                    <dd>{formatDay(summary.period_end)}</dd>
                  </>
                ) : null}
              </dl>
              {!summary.renews && summary.period_end ? (
                <p className="text-muted-foreground">
                  {text.endsNote(formatDay(summary.period_end))}
                </p>
              ) : null}
              {manageButton ? <div>{manageButton}</div> : null}
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
