import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, MailCheck } from 'lucide-react';
import { confirmSignUpInput, type ConfirmSignUpValues } from '@contracts/accounts/sign-up';
import { Button } from '@/components/ui/button';
import { fieldBinder, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { authErrorMessage } from '@/lib/auth/auth-errors';
import { useAuth } from '@/lib/auth/auth-context';
import { toast } from '@/lib/toast/toast-store';
import { authToasts } from '../auth-content';

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
  } = useForm<ConfirmSignUpValues>({
    resolver: zodResolver(confirmSignUpInput),
    defaultValues: { email, code: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await confirmSignUp(values.email, values.code.trim());
    } catch (error) {
      toast({
        title: authToasts.confirmFailed,
        description: authErrorMessage(error, 'confirmSignUp'),
        variant: 'destructive',
      });
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
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={isSubmitting}>
        <fieldset disabled={isSubmitting} className="grid gap-5">
          <legend className="sr-only">Confirm your email</legend>
          <FormField {...emailField.field}>
            <Input type="email" autoComplete="email" {...emailField.control} />
          </FormField>
          <FormField {...code.field}>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              {...code.control}
            />
          </FormField>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit" size="lg" className="sm:flex-1">
              {isSubmitting ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <MailCheck aria-hidden="true" />
              )}
              Confirm Email
            </Button>
            <Button variant="outline" size="lg" onClick={onCancel}>
              Back
            </Button>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
