import { useId } from 'react';
import type { ReactNode } from 'react';
import {
  BadgePercent,
  CalendarCheck,
  Clock,
  ExternalLink,
  Globe,
  Languages,
  LockKeyhole,
  MapPin,
  Phone,
  ShieldCheck,
  Siren,
  UserPlus,
} from 'lucide-react';
import { Link } from 'react-router';
import type { Office } from '@contracts/offices';
import { Badge } from '@/components/ui/badge';
import { Button, buttonStyles } from '@/components/ui/button';
import { links, paths } from '@/config/paths';
import { formatDate, formatDistance, telHref } from '@/lib/office-format';

/** The card's buttons, as the specification names them. */
export const officeCardText = {
  callOffice: 'Call Office',
  visitWebsite: 'Visit Website',
  requestDiscount: 'Request Discount',
} as const;

/**
 * What the card shows of an office's coupon. The text comes from the server, which gives it only
 * to signed-in patients and the office's own professional.
 */
export type CouponView =
  | { state: 'unlocked'; text: string }
  /** Signed out: how to unlock it. */
  | { state: 'locked' }
  /** Signed in, but not as a patient. */
  | { state: 'patientsOnly' }
  | { state: 'loading' }
  /** The server could not be asked. */
  | { state: 'unavailable' };

/** An office as a card shows it: in search results it also carries its distance. */
export type CardOffice = Office & { distance_miles?: number };

/** Ways of reaching an office that its analytics count. */
export type ContactKind = 'call' | 'website';

export interface OfficeCardProps {
  office: CardOffice;
  coupon: CouponView;
  /** Without it the card is a preview: its name links nowhere and its buttons are disabled. */
  onRequestDiscount?(office: CardOffice): void;
  /** Called when the visitor uses Call Office or Visit Website. */
  onContact?(kind: ContactKind, office: CardOffice): void;
  /** The heading level that suits the page (results lists use h3). */
  headingLevel?: 'h2' | 'h3';
}

/** One row of the card's facts: the icon stands in for the label, which screen readers hear. */
function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-2.5">
      <dt className="text-brand-700 mt-0.5 [&_svg]:size-4">
        <span aria-hidden="true">{icon}</span>
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

/** The coupon line of a listing: its text once unlocked, otherwise how to unlock it. */
export function OfficeCoupon({ coupon }: { coupon: CouponView }) {
  if (coupon.state === 'unlocked') {
    return (
      <p className="border-brand-200 bg-brand-50 text-brand-900 flex items-center gap-2 rounded-lg border border-dashed px-3 py-2 text-sm font-medium">
        <BadgePercent aria-hidden="true" className="size-4 shrink-0" />
        <span>
          <span className="sr-only">Coupon: </span>
          {coupon.text}
        </span>
      </p>
    );
  }
  return (
    <p className="border-border bg-muted text-muted-foreground flex items-center gap-2 rounded-lg border border-dashed px-3 py-2 text-sm">
      <LockKeyhole aria-hidden="true" className="size-4 shrink-0" />
      {coupon.state === 'locked' ? (
        <span>
          This office offers a coupon.{' '}
          <Link
            to={links.patientSignUp}
            className="text-primary font-semibold underline underline-offset-2"
          >
            Sign up to unlock it
          </Link>
        </span>
      ) : coupon.state === 'patientsOnly' ? (
        <span>This office offers a coupon to patients with an account.</span>
      ) : coupon.state === 'loading' ? (
        <span>Unlocking this office&apos;s coupon…</span>
      ) : (
        <span>This office offers a coupon. We couldn&apos;t unlock it right now.</span>
      )}
    </p>
  );
}

/**
 * One office as the directory lists it: who, where, what they do, and how to reach them. Its
 * name links to the office's own page.
 */
export function OfficeCard({
  office,
  coupon,
  onRequestDiscount,
  onContact,
  headingLevel: Heading = 'h3',
}: OfficeCardProps) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-card border-border bg-surface flex flex-col border shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <header className="flex flex-col-reverse items-start gap-x-4 gap-y-2 sm:flex-row sm:justify-between">
          <div className="min-w-0 flex-1">
            <Heading id={titleId} className="text-lg leading-snug font-semibold sm:text-xl">
              {onRequestDiscount ? (
                <Link
                  to={paths.office.getHref(office.id)}
                  className="hover:text-primary underline-offset-4 hover:underline"
                >
                  {office.office_name}
                </Link>
              ) : (
                office.office_name
              )}
            </Heading>
            <p className="text-brand-800 mt-1 text-sm font-medium">{office.specialty}</p>
          </div>
          {office.distance_miles === undefined ? null : (
            <span className="bg-accent text-accent-foreground inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold">
              <MapPin aria-hidden="true" className="size-4" />
              {formatDistance(office.distance_miles)}
            </span>
          )}
        </header>

        {office.accepting_new_patients || office.emergency_services ? (
          <ul aria-label="Availability" className="flex flex-wrap gap-2">
            {office.accepting_new_patients ? (
              <li>
                <Badge>
                  <UserPlus aria-hidden="true" className="size-3.5" />
                  Accepting new patients
                </Badge>
              </li>
            ) : null}
            {office.emergency_services ? (
              <li>
                <Badge variant="destructive">
                  <Siren aria-hidden="true" className="size-3.5" />
                  Emergency services
                </Badge>
              </li>
            ) : null}
          </ul>
        ) : null}

        <dl className="grid gap-2.5 sm:grid-cols-2">
          <Detail icon={<MapPin />} label="Address">
            {office.address}
          </Detail>
          <Detail icon={<Phone />} label="Phone">
            {office.phone}
          </Detail>
          {office.office_hours ? (
            <Detail icon={<Clock />} label="Office hours">
              {office.office_hours}
            </Detail>
          ) : null}
          {office.languages_spoken.length ? (
            <Detail icon={<Languages />} label="Languages spoken">
              {office.languages_spoken.join(', ')}
            </Detail>
          ) : null}
        </dl>

        <div className="text-sm">
          <p>
            <span className="font-semibold">Services: </span>
            <span>{office.services}</span>
          </p>
          {office.insurance_accepted.length ? (
            <p className="mt-1.5 flex gap-2">
              <ShieldCheck aria-hidden="true" className="text-brand-700 mt-0.5 size-4 shrink-0" />
              <span>
                <span className="font-semibold">Insurance: </span>
                <span>{office.insurance_accepted.join(', ')}</span>
              </span>
            </p>
          ) : null}
          {office.practice_description ? (
            <p className="text-muted-foreground mt-3">{office.practice_description}</p>
          ) : null}
        </div>

        {office.has_coupon ? <OfficeCoupon coupon={coupon} /> : null}

        {office.last_confirmed ? (
          <p className="text-muted-foreground flex items-center gap-1.5 text-xs">
            <CalendarCheck aria-hidden="true" className="size-3.5" />
            Listing confirmed {formatDate(office.last_confirmed)}
          </p>
        ) : null}
      </div>

      <footer className="border-border mt-auto grid gap-2 border-t p-4 sm:grid-cols-3 sm:p-5">
        {onRequestDiscount ? (
          <>
            <a
              href={telHref(office.phone)}
              className={buttonStyles({ variant: 'outline' })}
              onClick={() => onContact?.('call', office)}
            >
              <Phone aria-hidden="true" />
              {officeCardText.callOffice}
              <span className="sr-only"> {office.office_name}</span>
            </a>
            {office.website ? (
              <a
                href={office.website}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonStyles({ variant: 'outline' })}
                onClick={() => onContact?.('website', office)}
              >
                <Globe aria-hidden="true" />
                {officeCardText.visitWebsite}
                <span className="sr-only"> of {office.office_name} (opens in a new tab)</span>
                <ExternalLink aria-hidden="true" className="text-muted-foreground !size-3.5" />
              </a>
            ) : null}
            <Button onClick={() => onRequestDiscount(office)}>
              <BadgePercent aria-hidden="true" />
              {officeCardText.requestDiscount}
              <span className="sr-only"> from {office.office_name}</span>
            </Button>
          </>
        ) : (
          <>
            <Button variant="outline" disabled>
              <Phone aria-hidden="true" />
              {officeCardText.callOffice}
            </Button>
            {office.website ? (
              <Button variant="outline" disabled>
                <Globe aria-hidden="true" />
                {officeCardText.visitWebsite}
              </Button>
            ) : null}
            <Button disabled>
              <BadgePercent aria-hidden="true" />
              {officeCardText.requestDiscount}
            </Button>
          </>
        )}
      </footer>
    </article>
  );
}
