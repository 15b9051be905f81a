import type { ReactNode } from 'react';
import { BadgeCheck, Clock, Globe, Mail, Phone, Siren } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '@/components/container';
import { LogoMark } from '@/components/logo';
import { links, paths } from '@/config/paths';
import { useAccountProfile } from '@/app/account-profile';
import { isProfessional } from '@/features/accounts/roles';
import { isSignedIn, useAuth } from '@/lib/auth/auth-context';
import {
  CREDENTIALS_LINE,
  EMERGENCY_GUIDANCE,
  PRO_MONTHLY_PRICE_LABEL,
  SERVICE_AREA,
  SITE_NAME,
  SITE_TAGLINE,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
  SUPPORT_PHONE_DISPLAY,
  SUPPORT_PHONE_E164,
} from '@contracts/brand';

const linkClass =
  'rounded text-brand-100 underline-offset-4 transition-colors hover:text-white hover:underline';

function FooterLinks({
  title,
  items,
  children,
}: {
  title: string;
  items: ReadonlyArray<{ label: string; to: string }>;
  children?: ReactNode;
}) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        {items.map((item) => (
          <li key={item.label}>
            <Link to={item.to} className={linkClass}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
      {children}
    </nav>
  );
}

const quickLinks = [
  { label: 'Home', to: paths.home.getHref() },
  { label: 'AI Assistant', to: paths.dentalAi.getHref() },
  { label: 'Find Offices', to: paths.offices.getHref() },
  { label: 'Contact', to: paths.contact.getHref() },
];

const professionalLinks = [
  { label: 'List Your Practice', to: links.listYourPractice },
  { label: 'Professional Sign In', to: links.professionalSignIn },
];

const dashboardLink = { label: 'Dashboard', to: paths.dashboard.getHref() };

/** The Dashboard link is for professionals only (by group, or by profile while it loads). */
function useIsProfessional(): boolean {
  const auth = useAuth();
  const profile = useAccountProfile();
  return isSignedIn(auth) && (auth.groups.includes('professional') || isProfessional(profile));
}

const legalLinks = [
  { label: 'Privacy Policy', to: paths.privacy.getHref() },
  { label: 'Terms of Service', to: paths.terms.getHref() },
  { label: 'Sitemap', to: paths.sitemap.getHref() },
];

export function Footer() {
  const year = new Date().getFullYear();
  const professional = useIsProfessional();
  return (
    <footer className="bg-brand-900 text-brand-50 mt-16">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div className="space-y-4">
          <p className="flex items-center gap-2.5 text-lg font-semibold text-white">
            <LogoMark className="size-8" />
            {SITE_NAME}
          </p>
          <p className="text-brand-100 text-sm">{SITE_TAGLINE}.</p>
          <p className="flex gap-2 text-sm text-white">
            <BadgeCheck aria-hidden="true" className="text-brand-200 mt-0.5 size-5 shrink-0" />
            <span>{CREDENTIALS_LINE}</span>
          </p>
        </div>

        <FooterLinks title="Quick Links" items={quickLinks} />

        <FooterLinks
          title="For Professionals"
          items={professional ? [...professionalLinks, dashboardLink] : professionalLinks}
        >
          <p className="text-brand-100 mt-4 rounded-lg bg-white/10 px-3 py-2 text-sm">
            List your practice for{' '}
            <strong className="font-semibold text-white">{PRO_MONTHLY_PRICE_LABEL}</strong>
          </p>
        </FooterLinks>

        <section aria-labelledby="footer-contact">
          <h2
            id="footer-contact"
            className="text-sm font-semibold tracking-wide text-white uppercase"
          >
            Contact
          </h2>
          <ul className="text-brand-100 mt-4 space-y-2.5 text-sm">
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              <a href={`tel:${SUPPORT_PHONE_E164}`} className={linkClass}>
                {SUPPORT_PHONE_DISPLAY}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
                {SUPPORT_EMAIL}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Globe aria-hidden="true" className="size-4 shrink-0" />
              <span>Service area: {SERVICE_AREA}</span>
            </li>
          </ul>
          <h3 className="mt-5 flex items-center gap-2 text-sm font-semibold text-white">
            <Clock aria-hidden="true" className="size-4" />
            Support hours
          </h3>
          <dl className="text-brand-100 mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {SUPPORT_HOURS.map((row) => (
              <div key={row.days} className="contents">
                <dt className="font-medium text-white">{row.days}</dt>
                <dd>{row.hours}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 flex items-center gap-2 text-sm text-white">
            <Siren aria-hidden="true" className="text-brand-200 size-4" />
            {EMERGENCY_GUIDANCE}
          </p>
          <p className="text-brand-100 mt-1 text-xs">For a life-threatening emergency, call 911.</p>
        </section>
      </Container>

      <div className="border-t border-white/15">
        <Container className="flex flex-col gap-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-brand-100">
            © {year} {SITE_NAME}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {legalLinks.map((item) => (
                <li key={item.label}>
                  <Link to={item.to} className={linkClass}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </div>
    </footer>
  );
}
