import type { FormEvent, ReactNode } from 'react';
import { LoaderCircle, type LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useHydrated } from '@/lib/use-hydrated';

export interface FormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** While the form is being sent, its controls are disabled and it says it is busy. */
  busy: boolean;
  /** Names the group of fields for screen readers. */
  legend?: string;
  /** The layout of the fields. */
  className?: string;
  children: ReactNode;
}

/**
 * A form the app validates itself (no browser bubbles), with its fields in one fieldset, disabled
 * until the app has taken over the page.
 */
export function Form({ onSubmit, busy, legend, className, children }: FormProps) {
  const hydrated = useHydrated();
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
      <fieldset disabled={busy || !hydrated} className={className}>
        {legend ? <legend className="sr-only">{legend}</legend> : null}
        {children}
      </fieldset>
    </form>
  );
}

export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  /** Shows a spinner in place of the icon (and `pendingLabel`, if given) while sending. */
  pending: boolean;
  icon: LucideIcon;
  pendingLabel?: string;
}

export function SubmitButton({
  pending,
  icon: Icon,
  pendingLabel,
  children,
  ...props
}: SubmitButtonProps) {
  return (
    <Button type="submit" {...props}>
      {pending ? (
        <LoaderCircle aria-hidden="true" className="animate-spin" />
      ) : (
        <Icon aria-hidden="true" />
      )}
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
