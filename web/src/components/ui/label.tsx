import type { ComponentProps, MouseEvent } from 'react';
import clsx from 'clsx';

/** A double click on a label selects its control, not the label's words. */
function keepTextUnselected(event: MouseEvent<HTMLLabelElement>) {
  const onControl = (event.target as Element).closest('button, input, select, textarea');
  if (!onControl && event.detail > 1) event.preventDefault();
}

export function Label({ className, onMouseDown, ...props }: ComponentProps<'label'>) {
  return (
    <label
      className={clsx(
        'text-foreground text-sm font-medium peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        className,
      )}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (!event.defaultPrevented) keepTextUnselected(event);
      }}
      {...props}
    />
  );
}
