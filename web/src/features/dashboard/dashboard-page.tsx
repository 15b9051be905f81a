import type { ReactNode } from 'react';
import {
  Building2,
  CircleCheck,
  CircleDashed,
  Globe,
  LayoutDashboard,
  Mail,
  MapPin,
  Phone,
  type LucideIcon,
} from 'lucide-react';
import type { MyOffice } from '@contracts/dashboard';
import { Container } from '@/components/container';
import { PageSpinner } from '@/components/page-spinner';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMyOffice } from './api/get-my-office';
import { BillingPanel } from './components/billing-panel';
import { ListingAnalytics } from './components/listing-analytics';
import { ListingEditor } from './components/listing-editor';
import { ListingPreview } from './components/listing-preview';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const listOrDash = (items: readonly string[]) => (items.length ? items.join(', ') : '—');
const textOrDash = (value: string | undefined) => (value?.trim() ? value : '—');

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="border-border grid gap-1 border-b py-3 last:border-b-0 sm:grid-cols-[12rem_minmax(0,1fr)]">
      <dt className="text-muted-foreground text-sm font-medium">{term}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/** A value with its icon in front, as the address, phone, email and website are shown. */
function WithIcon({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <span className="inline-flex items-start gap-1.5">
      <Icon aria-hidden="true" className="text-muted-foreground mt-0.5 size-4 shrink-0" />
      {children}
    </span>
  );
}

function OfficeDetails({ office }: { office: MyOffice }) {
  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 className="flex items-center gap-2 text-xl font-semibold">
            <Building2 aria-hidden="true" className="text-primary size-5" />
            {office.office_name}
          </h2>
          <p className="text-muted-foreground mt-1 text-sm">{office.specialty}</p>
        </div>
        {office.listing_live ? (
          <Badge className="self-start">
            <CircleCheck aria-hidden="true" className="size-3.5" />
            Live
          </Badge>
        ) : (
          <Badge variant="outline" className="self-start">
            <CircleDashed aria-hidden="true" className="size-3.5" />
            Not live
          </Badge>
        )}
      </CardHeader>
      <CardContent>
        <dl aria-label="Practice details">
          <Detail term="Contact">{office.contact_name}</Detail>
          <Detail term="Address">
            <WithIcon icon={MapPin}>{office.address}</WithIcon>
          </Detail>
          <Detail term="Phone">
            <WithIcon icon={Phone}>{office.phone}</WithIcon>
          </Detail>
          <Detail term="Discount requests go to">
            <WithIcon icon={Mail}>{office.contact_email}</WithIcon>
          </Detail>
          <Detail term="Website">
            {office.website ? <WithIcon icon={Globe}>{office.website}</WithIcon> : '—'}
          </Detail>
          <Detail term="Practice type">{textOrDash(office.practice_type)}</Detail>
          <Detail term="Years in practice">
            {office.years_in_practice === undefined ? '—' : office.years_in_practice}
          </Detail>
          <Detail term="Services">{textOrDash(office.services)}</Detail>
          <Detail term="Office hours">{textOrDash(office.office_hours)}</Detail>
          <Detail term="Languages">{listOrDash(office.languages_spoken)}</Detail>
          <Detail term="Insurance accepted">{listOrDash(office.insurance_accepted)}</Detail>
          <Detail term="Emergency services">{yesNo(office.emergency_services)}</Detail>
          <Detail term="Accepting new patients">{yesNo(office.accepting_new_patients)}</Detail>
          <Detail term="Coupon offer">{textOrDash(office.coupon_offer)}</Detail>
          <Detail term="Description">{textOrDash(office.practice_description)}</Detail>
          <Detail term="Facebook">{textOrDash(office.facebook_url)}</Detail>
          <Detail term="Instagram">{textOrDash(office.instagram_url)}</Detail>
        </dl>
      </CardContent>
    </Card>
  );
}

function DashboardContent({ userId }: { userId: string | undefined }) {
  const office = useMyOffice(userId);
  if (office.isPending) return <PageSpinner label="Loading your practice" />;
  if (office.isError) {
    const missing = office.error instanceof ApiError && office.error.status === 404;
    return (
      <Alert
        variant={missing ? 'info' : 'destructive'}
        title={missing ? 'No office listing yet' : 'We could not load your practice'}
      >
        <p>{office.error.message}</p>
        {missing ? null : (
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => void office.refetch()}
          >
            Try Again
          </Button>
        )}
      </Alert>
    );
  }
  return (
    <div className="space-y-6">
      <BillingPanel userId={userId} />
      <ListingAnalytics userId={userId} />
      <ListingPreview office={office.data} />
      <ListingEditor office={office.data} userId={userId} />
      <OfficeDetails office={office.data} />
    </div>
  );
}

/** /dashboard: a professional's practice and whether its listing is live. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();

  return (
    <Container className="max-w-4xl py-10 sm:py-14">
      <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight sm:text-4xl">
        <LayoutDashboard aria-hidden="true" className="text-primary size-8" />
        Dashboard
      </h1>
      <p className="text-muted-foreground mt-2 text-lg">Your practice as the directory lists it.</p>
      <div className="mt-6">
        <DashboardContent userId={user?.id} />
      </div>
    </Container>
  );
}
