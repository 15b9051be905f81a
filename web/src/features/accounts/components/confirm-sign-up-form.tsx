import { useEffect, useId, useRef } from 'react';
import { MailCheck } from 'lucide-react';
import { confirmSignUpInput } from '@contracts/accounts/sign-up';
import { Form, SubmitButton } from '@/components/form';
import { Button } from '@/components/ui/button';
import { fieldBinder } from '@/components/ui/form-field';
import { useAuth } from '@/lib/auth/auth-context';
import { toast } from '@/lib/toast/toast-store';
import { useZodForm } from '@/lib/use-zod-form';
import { authToasts } from '../auth-content';
import { showAuthError } from '../show-auth-error';
import { EmailAndCodeFields } from './account-fields';

export interface ConfirmSignUpFormProps {
  email: string;
  onConfirmed: (email: string) => void;
  onCancel: () => void;
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
    formState: { errors, isSubmitting },
  } = useZodForm(confirmSignUpInput, { defaultValues: { email, code: '' } });

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
      </Form>
    </section>
  );
}
