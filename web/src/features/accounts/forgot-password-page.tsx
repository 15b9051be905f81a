import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, LoaderCircle, Mail } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  PASSWORD_HINT,
  passwordResetConfirm,
  passwordResetRequest,
  type PasswordResetConfirmValues,
  type PasswordResetRequestValues,
} from '@contracts/accounts/sign-up';
import { Container } from '@/components/container';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { fieldBinder, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { links, paths } from '@/config/paths';
import { authErrorMessage } from '@/lib/auth/auth-errors';
import { useAuth } from '@/lib/auth/auth-context';
import { toast } from '@/lib/toast/toast-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { authToasts, resetCodeSent } from './auth-content';
import { NewPasswordFields } from './components/sign-up-fields';

function RequestCodeForm({
  defaultEmail,
  onSent,
}: {
  defaultEmail: string;
  onSent: (email: string) => void;
}) {
  const { requestPasswordReset } = useAuth();
  const ids = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetRequestValues>({
    resolver: zodResolver(passwordResetRequest),
    defaultValues: { email: defaultEmail },
  });

  const submit = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
    } catch (error) {
      toast({
        title: authToasts.resetFailed,
        description: authErrorMessage(error, 'resetPassword'),
        variant: 'destructive',
      });
      return;
    }
    onSent(email.trim());
  });

  const emailField = fieldBinder(ids, register, errors)('email', 'Email', { required: true });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={isSubmitting}>
      <fieldset disabled={isSubmitting} className="grid gap-5">
        <legend className="sr-only">Request a reset code</legend>
        <FormField {...emailField.field}>
          <Input type="email" autoComplete="email" {...emailField.control} />
        </FormField>
        <Button type="submit" size="lg" className="w-full">
          {isSubmitting ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Mail aria-hidden="true" />
          )}
          Send Reset Code
        </Button>
      </fieldset>
    </form>
  );
}

function NewPasswordForm({ email, onDone }: { email: string; onDone: () => void }) {
  const { confirmPasswordReset } = useAuth();
  const ids = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetConfirmValues>({
    resolver: zodResolver(passwordResetConfirm),
    defaultValues: { email, code: '', password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await confirmPasswordReset({
        email: values.email,
        code: values.code.trim(),
        password: values.password,
      });
    } catch (error) {
      toast({
        title: authToasts.resetFailed,
        description: authErrorMessage(error, 'resetPassword'),
        variant: 'destructive',
      });
      return;
    }
    toast(authToasts.resetDone);
    onDone();
  });

  const field = fieldBinder(ids, register, errors);
  const emailField = field('email', 'Email', { required: true });
  const code = field('code', 'Reset Code', {
    required: true,
    hint: 'The 6-digit code from the email.',
  });
  const password = field('password', 'New Password', { required: true, hint: PASSWORD_HINT });
  const confirm = field('confirmPassword', 'Confirm New Password', { required: true });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={isSubmitting}>
      <fieldset disabled={isSubmitting} className="grid gap-5">
        <legend className="sr-only">Choose a new password</legend>
        <FormField {...emailField.field}>
          <Input type="email" autoComplete="email" {...emailField.control} />
        </FormField>
        <FormField {...code.field}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...code.control} />
        </FormField>
        <NewPasswordFields password={password} confirm={confirm} />
        <Button type="submit" size="lg" className="w-full">
          {isSubmitting ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <KeyRound aria-hidden="true" />
          )}
          Reset Password
        </Button>
      </fieldset>
    </form>
  );
}

/**
 * /forgot-password: a reset code by email, then a new password with it. The page says the same
 * thing whether or not an account exists for the address. `?email=` (the reset email's link)
 * opens the second step with the address filled in.
 */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const linkedEmail = searchParams.get('email')?.trim() ?? '';
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [requesting, setRequesting] = useState(linkedEmail === '');
  const email = sentTo ?? linkedEmail;

  return (
    <div className="border-border from-brand-50 border-b bg-gradient-to-b to-transparent">
      <Container className="max-w-xl py-10 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Reset your password</h1>
        <p className="text-muted-foreground mt-2 text-lg">
          {requesting
            ? "Enter your account's email address and we'll email you a reset code."
            : 'Enter the code from the email and choose a new password.'}
        </p>
        <Card className="mt-6">
          <CardContent className="space-y-5 p-5 sm:p-8">
            {requesting ? (
              <RequestCodeForm
                defaultEmail={linkedEmail}
                onSent={(address) => {
                  setSentTo(address);
                  setRequesting(false);
                }}
              />
            ) : (
              <>
                {sentTo !== null ? (
                  <Alert variant="success" role="status" title="Check your email">
                    {resetCodeSent(sentTo)}
                  </Alert>
                ) : null}
                <NewPasswordForm
                  key={email}
                  email={email}
                  onDone={() => void navigate(paths.auth.getHref({ mode: 'signin' }))}
                />
                <Button variant="ghost" className="w-full" onClick={() => setRequesting(true)}>
                  Send a new code
                </Button>
              </>
            )}
            <p className="text-muted-foreground text-center text-sm">
              Remembered it?{' '}
              <Link
                to={links.signIn}
                className="text-primary font-medium underline-offset-4 hover:underline"
              >
                Back to sign in
              </Link>
            </p>
          </CardContent>
        </Card>
      </Container>
    </div>
  );
}
