import type { ComponentProps } from 'react';
import clsx from 'clsx';
import { fieldStyles } from './input';

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={clsx(fieldStyles, 'py-2', className)} {...props} />;
}
