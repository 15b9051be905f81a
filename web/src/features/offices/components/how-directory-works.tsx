import { BadgePercent, ListChecks, MapPinned } from 'lucide-react';
import { officesText } from '../offices-content';

const steps = [
  {
    icon: MapPinned,
    title: 'Search by ZIP code',
    text: 'Enter a ZIP code and we find listed offices within the distance you choose, nearest first.',
  },
  {
    icon: ListChecks,
    title: 'Compare the details',
    text: 'See each office’s specialty, services, hours, languages and insurance, and filter for what matters to you.',
  },
  {
    icon: BadgePercent,
    title: 'Call or request a discount',
    text: 'Call the office directly, visit its website, or send a discount request. Offices reply within 24-48 hours.',
  },
] as const;

/** Shown before any search: what the directory is and how to use it. */
export function HowDirectoryWorks() {
  return (
    <section aria-labelledby="how-directory-works" className="py-12 sm:py-16">
      <h2
        id="how-directory-works"
        className="text-center text-2xl font-bold tracking-tight sm:text-3xl"
      >
        {officesText.howItWorks}
      </h2>
      <p className="text-muted-foreground mx-auto mt-3 max-w-2xl text-center">
        Every office in our directory is a practice with an active listing. Offices keep their own
        details up to date, and we show when each listing was last confirmed.
      </p>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {steps.map(({ icon: Icon, title, text }, index) => (
          <li
            key={title}
            className="rounded-card border-border bg-surface relative border p-6 shadow-sm"
          >
            <span
              aria-hidden="true"
              className="bg-brand-100 text-brand-800 flex size-11 items-center justify-center rounded-full"
            >
              <Icon className="size-5" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">
              <span className="sr-only">Step {index + 1}: </span>
              {title}
            </h3>
            <p className="text-muted-foreground mt-2 text-sm">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
