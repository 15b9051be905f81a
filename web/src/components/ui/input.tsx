import type { ComponentProps } from 'react';
import clsx from 'clsx';

export const fieldStyles =
  'w-full rounded-lg border border-border bg-surface px-3 text-base text-foreground shadow-xs placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={clsx(fieldStyles, 'h-11', className)} {...props} />;
}
