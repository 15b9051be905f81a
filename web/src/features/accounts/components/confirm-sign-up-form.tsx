import { useEffect, useId, useRef, useState } from 'react';
import { MailCheck, RefreshCw } from 'lucide-react';
import { Form, SubmitButton } from '@/components/form';
import { Button } from '@/components/ui/button';
import { fieldBinder } from '@/components/ui/form-field';
import { useAuth } from '@/lib/auth/auth-context';
import { toast } from '@/lib/toast/toast-store';
import { useZodForm } from '@/lib/use-zod-form';
import { loadConfirmSignUpInput } from '../sign-up-schemas';
import { authToasts } from '../auth-content';
import { showAuthError } from '../show-auth-error';
import { EmailAndCodeFields } from './account-fields';

export interface ConfirmSignUpFormProps {
  email: string;
  onConfirmed: (email: string) => void;
  onCancel: () => void;
}

/** How long 'Resend code' waits between two sends, in seconds. */
export const RESEND_COOLDOWN_SECONDS = 60;

/** Seconds left before another code may be asked for; counts down once a second. */
function useCooldown(): [number, () => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return [left, () => setLeft(RESEND_COOLDOWN_SECONDS)];
}

/** Sends a new code to the address; says the same whether or not an account waits for one. */
function ResendCodeButton({ email }: { email: string }) {
  const { resendSignUpCode } = useAuth();
  const [cooldown, startCooldown] = useCooldown();
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      await resendSignUpCode(email);
      toast(authToasts.codeResent);
      startCooldown();
    } catch (error) {
      showAuthError(authToasts.resendFailed, error, 'confirmSignUp');
    } finally {
      setSending(false);
    }
  };
  return (
    <Button
      variant="ghost"
      size="lg"
      disabled={sending || cooldown > 0 || email.trim() === ''}
      onClick={() => void resend()}
    >
      <RefreshCw aria-hidden="true" />
      {cooldown > 0 ? `Resend code (${cooldown}s)` : 'Resend code'}
    </Button>
  );
}

/** The step after sign-up: the code from the verification email confirms the account. */
export function ConfirmSignUpForm({ email, onConfirmed, onCancel }: ConfirmSignUpFormProps) {
  const { confirmSignUp } = useAuth();
  const ids = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The step replaces a long form: bring it into view and tell screen readers where they are.
  useEffect(() => {
    headingRef.current?.scrollIntoView({ block: 'center' });
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useZodForm(loadConfirmSignUpInput, { defaultValues: { email, code: '' } });
  const typedEmail = watch('email');

  const submit = handleSubmit(async (values) => {
    try {
      await confirmSignUp(values.email, values.code.trim());
    } catch (error) {
      showAuthError(authToasts.confirmFailed, error, 'confirmSignUp');
      return;
    }
    toast(authToasts.confirmed);
    onConfirmed(values.email.trim());
  });

  const field = fieldBinder(ids, register, errors);
  const emailField = field('email', 'Email', { required: true });
  const code = field('code', 'Verification Code', {
    required: true,
    hint: 'The 6-digit code from the email we just sent you.',
  });
  return (
    <section aria-labelledby={`${ids}-heading`} className="space-y-5">
      <div className="flex gap-3">
        <span className="bg-brand-50 text-brand-700 flex size-10 shrink-0 items-center justify-center rounded-full">
          <MailCheck aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2
            id={`${ids}-heading`}
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold outline-none"
          >
            Confirm your email
          </h2>
          <p className="text-muted-foreground mt-1 text-sm">
            We sent a verification code to <strong className="text-foreground">{email}</strong>.
            Enter it below, or open the link in the email.
          </p>
        </div>
      </div>
      <Form
        onSubmit={submit}
        busy={isSubmitting}
        legend="Confirm your email"
        className="grid gap-5"
      >
        <EmailAndCodeFields email={emailField} code={code} />
        <div className="flex flex-col gap-3 sm:flex-row">
          <SubmitButton pending={isSubmitting} icon={MailCheck} size="lg" className="sm:flex-1">
            Confirm Email
          </SubmitButton>
          <Button variant="outline" size="lg" onClick={onCancel}>
            Back
          </Button>
        </div>
        <p className="text-muted-foreground flex flex-wrap items-center gap-2 text-sm">
          No email, or the code expired?
          <ResendCodeButton email={typedEmail} />
        </p>
      </Form>
    </section>
  );
}
