import type { ComponentProps } from 'react';
import * as LabelPrimitive from '@radix-ui/react-label';
import clsx from 'clsx';

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      className={clsx(
        'text-foreground text-sm font-medium peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
