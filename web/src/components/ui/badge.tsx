import type { HTMLAttributes } from 'react';
import clsx from 'clsx';

export type BadgeVariant = 'default' | 'outline' | 'destructive';

const variants: Record<BadgeVariant, string> = {
  default: 'bg-brand-100 text-brand-900',
  outline: 'border border-border text-foreground',
  destructive: 'bg-destructive-soft text-destructive',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
