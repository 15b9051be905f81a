import { BadgeCheck, Navigation, Timer } from 'lucide-react';
import { DISCOUNT_REPLY_HOURS } from '@contracts/brand';

const promises = [
  {
    icon: BadgeCheck,
    title: 'Active listings only',
    text: 'Every office shown keeps an active listing and confirms its details.',
  },
  {
    icon: Navigation,
    title: 'Really near you',
    text: 'Offices are matched to your ZIP code by distance, nearest first.',
  },
  {
    icon: Timer,
    title: 'Quick replies',
    text: `Offices answer discount requests within ${DISCOUNT_REPLY_HOURS} hours.`,
  },
] as const;

/** What a visitor can count on, beside the search box on wide screens. */
export function DirectoryPromises() {
  return (
    <ul aria-label="Why search here" className="hidden flex-col gap-5 lg:flex">
      {promises.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-4">
          <span
            aria-hidden="true"
            className="bg-surface text-brand-700 flex size-11 shrink-0 items-center justify-center rounded-full shadow-sm"
          >
            <Icon className="size-5" />
          </span>
          <div>
            <p className="font-semibold">{title}</p>
            <p className="text-muted-foreground text-sm">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
