import type { HTMLAttributes, ReactNode } from 'react';
import clsx from 'clsx';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';

export type AlertVariant = 'info' | 'success' | 'warning' | 'destructive';

const styles: Record<AlertVariant, string> = {
  info: 'border-sky-200 bg-accent text-accent-foreground',
  success: 'border-brand-200 bg-brand-50 text-brand-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  destructive: 'border-red-200 bg-destructive-soft text-destructive',
};

const icons = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  destructive: CircleAlert,
} as const;

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  variant?: AlertVariant;
  title?: ReactNode;
}

/**
 * A message box. It is not a live region by default: pass `role="alert"` when it appears in
 * response to an action and must be announced.
 */
export function Alert({ variant = 'info', title, className, children, ...props }: AlertProps) {
  const Icon = icons[variant];
  return (
    <div
      className={clsx('flex gap-3 rounded-xl border p-4 text-sm', styles[variant], className)}
      {...props}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
