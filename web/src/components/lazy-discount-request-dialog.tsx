import { lazy, Suspense, useState } from 'react';
import type { DiscountRequestDialogProps } from './discount-request-dialog';

export type { KnownRequester } from './discount-request-dialog';

const loadDialog = () => import('./discount-request-dialog');

const LoadedDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.DiscountRequestDialog })),
);

/** Fetches the dialog's code ahead of its first opening (say, once offices are listed). */
export function preloadDiscountRequestDialog(): void {
  // A failed fetch here is retried when the dialog opens.
  loadDialog().catch(() => undefined);
}

/**
 * The discount request dialog, whose code (the dialog, the form and its checks) loads the first
 * time it opens: a page that offers discounts is usable without it.
 */
export function DiscountRequestDialog(props: DiscountRequestDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoadedDialog {...props} />
    </Suspense>
  );
}
