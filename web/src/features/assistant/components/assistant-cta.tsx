import { Award, MapPin, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { CtaBanner, ctaLinkStyles } from '@/components/cta-banner';
import { links, paths } from '@/config/paths';
import { CREDENTIALS_LINE } from '@contracts/brand';

/** The page's call to action: find an office, or sign up to unlock office coupons. */
export function AssistantCta() {
  return (
    <CtaBanner
      headingId="assistant-cta-heading"
      title="Ready for a healthier smile?"
      className="mb-14"
      eyebrow={
        <>
          <Award aria-hidden="true" className="size-4" />
          {CREDENTIALS_LINE}
        </>
      }
      actions={
        <>
          <Link to={paths.offices.getHref()} className={ctaLinkStyles('main')}>
            <MapPin aria-hidden="true" />
            Find Dental Offices
          </Link>
          <Link to={links.patientSignUp} className={ctaLinkStyles('other')}>
            <UserPlus aria-hidden="true" />
            Create a Free Account
          </Link>
        </>
      }
    >
      Find a dental office near you, or create a free patient account to unlock special offers from
      offices in our directory.
    </CtaBanner>
  );
}
