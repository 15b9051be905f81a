import type { ReactNode } from 'react';
import { BadgeCheck, Mail, MapPin, Phone } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import {
  CREDENTIALS_LINE,
  SERVICE_AREA,
  SUPPORT_EMAIL,
  SUPPORT_PHONE_DISPLAY,
  SUPPORT_PHONE_E164,
} from '@contracts/brand';

interface InfoCard {
  title: string;
  icon: LucideIcon;
  body: ReactNode;
  note: string;
}

const linkClass =
  'text-primary font-medium underline-offset-4 hover:underline [overflow-wrap:anywhere]';

const emailLinkClass =
  'text-primary font-medium underline-offset-4 hover:underline [overflow-wrap:break-word]';

const cards: readonly InfoCard[] = [
  {
    title: 'Phone',
    icon: Phone,
    body: (
      <a href={`tel:${SUPPORT_PHONE_E164}`} className={linkClass}>
        {SUPPORT_PHONE_DISPLAY}
      </a>
    ),
    note: 'Call us during support hours',
  },
  {
    title: 'Email',
    icon: Mail,
    body: (
      // Its card is the widest, so the address fits on one line at desktop widths; on a narrow
      // screen it breaks only when the whole address cannot fit.
      <a href={`mailto:${SUPPORT_EMAIL}`} className={emailLinkClass}>
        {SUPPORT_EMAIL}
      </a>
    ),
    note: 'Or use the form below',
  },
  {
    title: 'Service Area',
    icon: MapPin,
    body: <span className="font-medium">{SERVICE_AREA}</span>,
    note: 'Dental offices across US metro areas',
  },
  {
    title: 'Credentials',
    icon: BadgeCheck,
    body: <span className="font-medium">Certified dental hygienist</span>,
    note: `${CREDENTIALS_LINE}.`,
  },
];

/** Phone, email, service area and credentials. */
export function ContactInfoCards() {
  return (
    <section aria-labelledby="contact-info-heading">
      <h2 id="contact-info-heading" className="sr-only">
        Ways to reach us
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1.3fr_1fr_1fr]">
        {cards.map(({ title, icon: Icon, body, note }) => (
          <li key={title}>
            <Card className="flex h-full gap-4 p-5 lg:flex-col lg:gap-3">
              <span className="bg-brand-50 text-primary flex size-11 shrink-0 items-center justify-center rounded-xl">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0 space-y-1">
                <h3 className="text-muted-foreground text-sm font-semibold tracking-wide uppercase">
                  {title}
                </h3>
                <p className="text-[0.9375rem]">{body}</p>
                <p className="text-muted-foreground text-sm">{note}</p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
