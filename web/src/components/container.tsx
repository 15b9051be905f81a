import type { HTMLAttributes } from 'react';
import clsx from 'clsx';

/** The page's content width and side padding, the same on every screen. */
export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={clsx('mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8', className)} {...props} />
  );
}
