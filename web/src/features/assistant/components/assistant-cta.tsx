import { Award, MapPin, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { links, paths } from '@/config/paths';
import { CREDENTIALS_LINE } from '@/config/site';

/** The page's call to action: find an office, or sign up to unlock office coupons. */
export function AssistantCta() {
  return (
    <section
      aria-labelledby="assistant-cta-heading"
      className="rounded-card from-brand-700 to-brand-900 mb-14 overflow-hidden bg-gradient-to-br p-8 text-white shadow-md sm:p-10"
    >
      <div className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium">
            <Award aria-hidden="true" className="size-4" />
            {CREDENTIALS_LINE}
          </p>
          <h2 id="assistant-cta-heading" className="mt-4 text-2xl font-bold text-white sm:text-3xl">
            Ready for a healthier smile?
          </h2>
          <p className="mt-3 text-white/85">
            Find a dental office near you, or create a free patient account to unlock special offers
            from offices in our directory.
          </p>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
          <Link
            to={paths.offices.getHref()}
            className={buttonStyles({
              size: 'lg',
              variant: 'outline',
              className: 'text-brand-900 hover:bg-brand-50 border-white bg-white',
            })}
          >
            <MapPin aria-hidden="true" />
            Find Dental Offices
          </Link>
          <Link
            to={links.patientSignUp}
            className={buttonStyles({
              size: 'lg',
              variant: 'ghost',
              className: 'border border-white/60 text-white hover:bg-white/10',
            })}
          >
            <UserPlus aria-hidden="true" />
            Create a Free Account
          </Link>
        </div>
      </div>
    </section>
  );
}
