import clsx from 'clsx';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { dismissToast, useCurrentToast, type Toast } from '@/lib/toast/toast-store';

function ToastCard({ toast }: { toast: Toast }) {
  const destructive = toast.variant === 'destructive';
  const Icon = destructive ? CircleAlert : CircleCheck;
  return (
    <div
      className={clsx(
        'animate-toast-in pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg',
        destructive
          ? 'bg-destructive-soft border-red-200 text-red-950'
          : 'border-border bg-surface text-foreground',
      )}
    >
      <Icon
        aria-hidden="true"
        className={clsx(
          'mt-0.5 size-5 shrink-0',
          destructive ? 'text-destructive' : 'text-primary',
        )}
      />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? (
          <p className="mt-0.5 text-sm opacity-90">{toast.description}</p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        className="-m-1 rounded-md p-1 opacity-70 hover:opacity-100"
        aria-label="Close notification"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/**
 * Shows the current toast. Both live regions stay in the page so screen readers are already
 * listening when a toast arrives; errors go to the assertive one.
 */
export function Toaster() {
  const toast = useCurrentToast();
  const destructive = toast?.variant === 'destructive';
  const regionClass =
    'pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex justify-center p-4 sm:inset-x-auto sm:right-0 sm:w-[26rem]';
  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="true" className={regionClass}>
        {toast && !destructive ? <ToastCard key={toast.id} toast={toast} /> : null}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" className={regionClass}>
        {toast && destructive ? <ToastCard key={toast.id} toast={toast} /> : null}
      </div>
    </>
  );
}
