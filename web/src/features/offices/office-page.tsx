import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import {
  ArrowLeft,
  BadgePercent,
  CalendarCheck,
  Clock,
  ExternalLink,
  Globe,
  Languages,
  MapPin,
  Phone,
  SearchX,
  ShieldCheck,
  Siren,
  Stethoscope,
  UserPlus,
} from 'lucide-react';
import type { Office } from '@contracts/offices';
import { Container } from '@/components/container';
import { PageSpinner } from '@/components/page-spinner';
import { OfficeCoupon, officeCardText, type CouponView } from '@/components/office-card';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDate, telHref } from '@/lib/office-format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMetaDescription } from '@/lib/use-meta-description';
import { useCouponViews } from './api/get-coupons';
import { isNotListed, useOffice } from './api/get-office';
import { useRecordOfficeEvent } from './api/record-office-event';
import {
  DiscountRequestDialog,
  preloadDiscountRequestDialog,
  type KnownRequester,
} from '@/components/lazy-discount-request-dialog';
import { useCreateDiscountInquiry } from './api/create-discount-inquiry';
import {
  dentistStructuredData,
  officeMetaDescription,
  structuredDataJson,
} from './office-structured-data';

export const NOT_LISTED_TITLE = 'This office is not listed';

function Fact({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2.5 text-sm font-semibold">
        <span aria-hidden="true" className="text-brand-700 [&_svg]:size-5">
          {icon}
        </span>
        {title}
      </dt>
      <dd className="text-muted-foreground mt-0.5 pl-[1.875rem] text-sm break-words">{children}</dd>
    </div>
  );
}

function BackToSearch() {
  return (
    <Link
      to={paths.offices.getHref()}
      className="text-primary inline-flex items-center gap-1.5 text-sm font-medium underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Find dental offices
    </Link>
  );
}

function NotListed() {
  useDocumentTitle(NOT_LISTED_TITLE);
  return (
    <Container className="max-w-2xl py-16 text-center sm:py-24">
      <SearchX aria-hidden="true" className="text-muted-foreground mx-auto size-12" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{NOT_LISTED_TITLE}</h1>
      <p className="text-muted-foreground mt-3 text-lg">
        This office is not in our directory right now. It may have left it, or the link may be
        mistyped. Search by ZIP code to find offices near you.
      </p>
      <Link to={paths.offices.getHref()} className={buttonStyles({ className: 'mt-8' })}>
        Search Offices
      </Link>
    </Container>
  );
}

function OfficeDetails({
  office,
  coupon,
  onRequestDiscount,
  onContact,
}: {
  office: Office;
  coupon: CouponView;
  onRequestDiscount(): void;
  onContact(kind: 'call' | 'website'): void;
}) {
  const place = [office.city, office.state].filter(Boolean).join(', ');
  useDocumentTitle(place ? `${office.office_name}, ${place}` : office.office_name);
  useMetaDescription(officeMetaDescription(office));
  const pageUrl = `${window.location.origin}${paths.office.getHref(office.id)}`;

  return (
    <>
      <script type="application/ld+json">
        {structuredDataJson(dentistStructuredData(office, pageUrl))}
      </script>
      <div className="border-border from-brand-50 via-background to-accent/40 border-b bg-gradient-to-br">
        <Container className="py-8 sm:py-12">
          <BackToSearch />
          <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
            {office.office_name}
          </h1>
          <p className="text-brand-800 mt-2 text-lg font-medium">{office.specialty}</p>
          <p className="text-muted-foreground mt-2 flex items-start gap-2">
            <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
            {office.address}
          </p>
          {office.accepting_new_patients || office.emergency_services ? (
            <ul aria-label="Availability" className="mt-4 flex flex-wrap gap-2">
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
          <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <a
              href={telHref(office.phone)}
              className={buttonStyles({ variant: 'outline', size: 'lg' })}
              onClick={() => onContact('call')}
            >
              <Phone aria-hidden="true" />
              {officeCardText.callOffice}
              <span className="font-normal">{office.phone}</span>
            </a>
            {office.website ? (
              <a
                href={office.website}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonStyles({ variant: 'outline', size: 'lg' })}
                onClick={() => onContact('website')}
              >
                <Globe aria-hidden="true" />
                {officeCardText.visitWebsite}
                <span className="sr-only"> (opens in a new tab)</span>
                <ExternalLink aria-hidden="true" className="text-muted-foreground !size-3.5" />
              </a>
            ) : null}
            <Button size="lg" onClick={onRequestDiscount}>
              <BadgePercent aria-hidden="true" />
              {officeCardText.requestDiscount}
            </Button>
          </div>
        </Container>
      </div>

      <Container className="grid gap-6 py-8 sm:py-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          {office.has_coupon ? <OfficeCoupon coupon={coupon} /> : null}
          <section aria-labelledby="office-about">
            <h2 id="office-about" className="text-xl font-semibold">
              About the practice
            </h2>
            <p className="text-muted-foreground mt-2 whitespace-pre-line">
              {office.practice_description ||
                `${office.office_name} is a ${office.specialty.toLowerCase()} office.`}
            </p>
          </section>
          <section aria-labelledby="office-services">
            <h2 id="office-services" className="text-xl font-semibold">
              Services
            </h2>
            <p className="text-muted-foreground mt-2">{office.services || 'Not listed yet.'}</p>
          </section>
        </div>

        <Card>
          <CardContent className="pt-6">
            <dl className="grid gap-5">
              <Fact icon={<Clock />} title="Office hours">
                {office.office_hours || 'Call the office for its hours.'}
              </Fact>
              <Fact icon={<Languages />} title="Languages spoken">
                {office.languages_spoken.length ? office.languages_spoken.join(', ') : 'English'}
              </Fact>
              <Fact icon={<ShieldCheck />} title="Insurance accepted">
                {office.insurance_accepted.length
                  ? office.insurance_accepted.join(', ')
                  : 'Ask the office which plans it takes.'}
              </Fact>
              {office.practice_type || office.years_in_practice !== undefined ? (
                <Fact icon={<Stethoscope />} title="Practice">
                  {[
                    office.practice_type,
                    office.years_in_practice === undefined
                      ? undefined
                      : `${office.years_in_practice} ${office.years_in_practice === 1 ? 'year' : 'years'} in practice`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Fact>
              ) : null}
              <Fact icon={<Phone />} title="Contact">
                {office.contact_name} · {office.phone}
              </Fact>
              {office.facebook_url || office.instagram_url ? (
                <Fact icon={<Globe />} title="Social">
                  <span className="flex flex-wrap gap-x-4 gap-y-1">
                    {office.facebook_url ? (
                      <a
                        href={office.facebook_url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-primary inline-flex items-center gap-1 underline underline-offset-2"
                      >
                        Facebook
                        <ExternalLink aria-hidden="true" className="size-3.5" />
                      </a>
                    ) : null}
                    {office.instagram_url ? (
                      <a
                        href={office.instagram_url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-primary inline-flex items-center gap-1 underline underline-offset-2"
                      >
                        Instagram
                        <ExternalLink aria-hidden="true" className="size-3.5" />
                      </a>
                    ) : null}
                  </span>
                </Fact>
              ) : null}
            </dl>
            {office.last_confirmed ? (
              <p className="text-muted-foreground mt-5 flex items-center gap-1.5 text-xs">
                <CalendarCheck aria-hidden="true" className="size-3.5" />
                Listing confirmed {formatDate(office.last_confirmed)}
              </p>
            ) : null}
          </CardContent>
        </Card>
      </Container>
    </>
  );
}

/**
 * /dental-offices/:officeId: one listed office's own page, with a shareable address, its own
 * title and description, and schema.org structured data. An office that is not listed (or an
 * unknown id) shows 'This office is not listed'.
 */
export function OfficePage({ requester = null }: { requester?: KnownRequester | null }) {
  const createInquiry = useCreateDiscountInquiry();
  const officeId = useParams().officeId ?? '';
  const office = useOffice(officeId);
  const couponFor = useCouponViews(office.data ? [office.data.id] : []);
  const recordEvent = useRecordOfficeEvent();
  const [discountOpen, setDiscountOpen] = useState(false);
  const listedId = office.data?.id;

  useEffect(() => {
    // Once per office opened; the server counts each visitor once a day anyway.
    if (listedId) recordEvent(listedId, 'view');
  }, [listedId, recordEvent]);

  useEffect(() => {
    if (listedId) preloadDiscountRequestDialog();
  }, [listedId]);

  if (office.isPending) return <PageSpinner label="Loading the office" />;
  if (office.isError) {
    if (isNotListed(office.error)) return <NotListed />;
    return (
      <Container className="max-w-2xl py-16">
        <Alert variant="destructive" title="We couldn't load this office">
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => void office.refetch()}
          >
            Try Again
          </Button>
        </Alert>
      </Container>
    );
  }
  return (
    <>
      <OfficeDetails
        office={office.data}
        coupon={couponFor(office.data.id)}
        onRequestDiscount={() => setDiscountOpen(true)}
        onContact={(kind) => recordEvent(office.data.id, kind)}
      />
      <DiscountRequestDialog
        office={office.data}
        requester={requester}
        open={discountOpen}
        onOpenChange={setDiscountOpen}
        send={createInquiry.mutateAsync}
      />
    </>
  );
}
