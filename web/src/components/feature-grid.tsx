import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';

const columnStyles = { 3: 'md:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const;

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

export interface FeatureGridProps {
  /** Names the section; unique on the page. */
  headingId: string;
  title: ReactNode;
  intro: ReactNode;
  features: readonly Feature[];
  /** Cards in a row on wide screens. */
  columns?: keyof typeof columnStyles;
  /** Numbered steps to follow in order, rather than a set of points. */
  steps?: boolean;
}

/** A section of points (or steps), each a card with an icon, a title and a line of text. */
export function FeatureGrid({
  headingId,
  title,
  intro,
  features,
  columns = 3,
  steps = false,
}: FeatureGridProps) {
  const List = steps ? 'ol' : 'ul';
  return (
    <section aria-labelledby={headingId} className="py-14 sm:py-16">
      <h2 id={headingId} className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      <p className="text-muted-foreground mx-auto mt-3 max-w-2xl text-center">{intro}</p>
      <List className={clsx('mt-10 grid gap-6', columnStyles[columns])}>
        {features.map(({ icon: Icon, title: featureTitle, text }, index) => (
          <li
            key={featureTitle}
            className="rounded-card border-border bg-surface border p-6 shadow-sm"
          >
            <span
              aria-hidden="true"
              className="bg-brand-100 text-brand-800 flex size-11 items-center justify-center rounded-xl"
            >
              <Icon className="size-5" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">
              {steps ? <span className="sr-only">Step {index + 1}: </span> : null}
              {featureTitle}
            </h3>
            <p className="text-muted-foreground mt-2 text-sm">{text}</p>
          </li>
        ))}
      </List>
    </section>
  );
}
