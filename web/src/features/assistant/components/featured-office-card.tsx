import { BadgePercent, Lock, MapPin, Phone, Star } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { links } from '@/config/paths';

/** The sample 'featured office' card: static placeholder data, locked until sign-up. */
const featuredOffice = {
  badge: 'Featured Office',
  name: 'Bright Smile Family Dentistry',
  address: '1200 Main Street, Suite 4',
  offer: '20% off first visit',
  rating: 4.9,
  reviews: 'Sample listing',
  lockedNote: 'Create a free patient account to see this office and its coupon.',
  unlock: 'Sign Up to Unlock',
} as const;

/**
 * A sample 'featured office', locked: its details are blurred placeholders until the visitor
 * signs up as a patient. Static data, the same for every answer.
 */
export function FeaturedOfficeCard() {
  return (
    <section aria-labelledby="featured-office-heading" className="animate-fade-in">
      <Card className="overflow-hidden">
        <div className="from-brand-600 to-brand-800 flex items-center justify-between gap-3 bg-gradient-to-r px-5 py-3 text-white sm:px-6">
          <h2 id="featured-office-heading" className="text-base font-semibold text-white">
            {featuredOffice.badge}
          </h2>
          <span className="inline-flex items-center gap-1 rounded-full bg-white/15 px-2.5 py-0.5 text-sm font-semibold">
            <Star aria-hidden="true" className="size-4 fill-amber-300 text-amber-300" />
            {featuredOffice.rating.toFixed(1)}
            <span className="sr-only"> out of 5 stars</span>
          </span>
        </div>
        <div className="grid gap-5 p-5 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:p-6">
          <div className="relative">
            <div aria-hidden="true" className="space-y-1.5 blur-[5px] select-none">
              <p className="text-lg font-semibold">{featuredOffice.name}</p>
              <p className="text-muted-foreground flex items-center gap-2 text-sm">
                <MapPin className="size-4" /> {featuredOffice.address}
              </p>
              <p className="text-muted-foreground flex items-center gap-2 text-sm">
                <Phone className="size-4" /> (555) 014-2290
              </p>
            </div>
            <div className="absolute inset-0 flex items-center justify-center">
              <span className="bg-surface/90 text-foreground border-border inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium shadow-sm">
                <Lock aria-hidden="true" className="text-primary size-4" />
                Locked
              </span>
            </div>
            <p className="sr-only">
              The office's name and contact details are hidden until you sign up.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:items-end">
            <p className="bg-brand-100 text-brand-900 inline-flex items-center gap-1.5 self-start rounded-full px-3 py-1 text-sm font-semibold sm:self-end">
              <BadgePercent aria-hidden="true" className="size-4" />
              {featuredOffice.offer}
            </p>
            <Link to={links.patientSignUp} className={buttonStyles()}>
              <Lock aria-hidden="true" />
              {featuredOffice.unlock}
            </Link>
          </div>
          <p className="text-muted-foreground text-sm sm:col-span-2">{featuredOffice.lockedNote}</p>
        </div>
      </Card>
    </section>
  );
}
