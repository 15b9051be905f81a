import { useId } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from 'lucide-react';
import type { MyOffice } from '@contracts/dashboard';
import { OfficeCard, type CardOffice } from '@/components/office-card';
import { paths } from '@/config/paths';

/** The public part of the owner's office: what the directory sends to everyone. */
function asListed({
  contact_email: _email,
  coupon_offer: _coupon,
  listing_live: _live,
  ...office
}: MyOffice): CardOffice {
  return office;
}

/**
 * The listing as the directory shows it: the directory's own card, with the coupon unlocked as a
 * signed-in patient sees it. Its buttons are shown disabled: they work in the directory.
 */
export function ListingPreview({ office }: { office: MyOffice }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <h2 id={headingId} className="text-xl font-semibold">
          How patients see your listing
        </h2>
        {office.listing_live ? (
          <Link
            to={paths.office.getHref(office.id)}
            className="text-primary inline-flex items-center gap-1 text-sm font-medium underline underline-offset-2"
          >
            Open your office page
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </Link>
        ) : null}
      </div>
      <p className="text-muted-foreground text-sm">
        Search results show this card with the distance from the patient&apos;s ZIP code.
        {office.coupon_offer.trim()
          ? ' Visitors who are not signed in see that you offer a coupon, not its text.'
          : null}
      </p>
      <OfficeCard
        office={asListed(office)}
        coupon={{ state: 'unlocked', text: office.coupon_offer }}
      />
    </section>
  );
}
