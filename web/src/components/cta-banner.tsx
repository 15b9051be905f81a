import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button';

/** Links on the banner's dark background: the main one white, another outlined. */
export function ctaLinkStyles(kind: 'main' | 'other' = 'main'): string {
  return kind === 'main'
    ? buttonStyles({
        size: 'lg',
        variant: 'outline',
        className: 'text-brand-900 hover:bg-brand-50 border-white bg-white',
      })
    : buttonStyles({
        size: 'lg',
        variant: 'ghost',
        className: 'border border-white/60 text-white hover:bg-white/10',
      });
}

export interface CtaBannerProps {
  /** Names the section; unique on the page. */
  headingId: string;
  title: string;
  /** The pitch under the title. */
  children: ReactNode;
  /** The calls to action: links styled with `ctaLinkStyles`. */
  actions: ReactNode;
  /** A line above the title, such as a credential. */
  eyebrow?: ReactNode;
  /** Beside the text on wider screens. */
  icon?: LucideIcon;
  /** Spacing around the banner. */
  className?: string;
}

/** A call to action on a brand-coloured panel: what to do next, and the links to do it. */
export function CtaBanner({
  headingId,
  title,
  children,
  actions,
  eyebrow,
  icon: Icon,
  className,
}: CtaBannerProps) {
  return (
    <section
      aria-labelledby={headingId}
      className={clsx(
        'rounded-card from-brand-700 to-brand-900 overflow-hidden bg-gradient-to-br p-8 text-white shadow-md sm:p-10',
        className,
      )}
    >
      <div className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex gap-4">
          {Icon ? (
            <span
              aria-hidden="true"
              className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-white/15 sm:flex"
            >
              <Icon className="size-6" />
            </span>
          ) : null}
          <div className="max-w-2xl">
            {eyebrow ? (
              // A darker pill than the panel keeps white text above 4.5:1 wherever the gradient is.
              <p className="bg-brand-900/70 mb-4 inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium text-white ring-1 ring-white/25">
                {eyebrow}
              </p>
            ) : null}
            <h2 id={headingId} className="text-2xl font-bold text-white sm:text-3xl">
              {title}
            </h2>
            <p className="mt-3 text-white">{children}</p>
          </div>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row">{actions}</div>
      </div>
    </section>
  );
}
