import clsx from 'clsx';
import { LoaderCircle } from 'lucide-react';

export interface SpinnerProps {
  /** Announced to screen readers; pass an empty string when nearby text already says it. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export function Spinner({ label = 'Loading', size = 'md', className }: SpinnerProps) {
  return (
    <span
      role={label ? 'status' : undefined}
      className={clsx('inline-flex items-center', className)}
    >
      <LoaderCircle aria-hidden="true" className={clsx('text-primary animate-spin', sizes[size])} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
