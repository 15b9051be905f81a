import { useId, useState } from 'react';
import { KeyRound, Mail } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  PASSWORD_HINT,
  passwordResetConfirm,
  passwordResetRequest,
} from '@contracts/accounts/sign-up';
import { Container } from '@/components/container';
import { Form, SubmitButton } from '@/components/form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { fieldBinder, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { links, paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { toast } from '@/lib/toast/toast-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useZodForm } from '@/lib/use-zod-form';
import { authToasts, resetCodeSent } from './auth-content';
import { EmailAndCodeFields, NewPasswordFields } from './components/account-fields';
import { showAuthError } from './show-auth-error';

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
  } = useZodForm(passwordResetRequest, { defaultValues: { email: defaultEmail } });

  const submit = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
    } catch (error) {
      showAuthError(authToasts.resetFailed, error, 'resetPassword');
      return;
    }
    onSent(email.trim());
  });

  const emailField = fieldBinder(ids, register, errors)('email', 'Email', { required: true });
  return (
    <Form
      onSubmit={submit}
      busy={isSubmitting}
      legend="Request a reset code"
      className="grid gap-5"
    >
      <FormField {...emailField.field}>
        <Input type="email" autoComplete="email" {...emailField.control} />
      </FormField>
      <SubmitButton pending={isSubmitting} icon={Mail} size="lg" className="w-full">
        Send Reset Code
      </SubmitButton>
    </Form>
  );
}

function NewPasswordForm({ email, onDone }: { email: string; onDone: () => void }) {
  const { confirmPasswordReset } = useAuth();
  const ids = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(passwordResetConfirm, {
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
      showAuthError(authToasts.resetFailed, error, 'resetPassword');
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
    <Form
      onSubmit={submit}
      busy={isSubmitting}
      legend="Choose a new password"
      className="grid gap-5"
    >
      <EmailAndCodeFields email={emailField} code={code} />
      <NewPasswordFields password={password} confirm={confirm} />
      <SubmitButton pending={isSubmitting} icon={KeyRound} size="lg" className="w-full">
        Reset Password
      </SubmitButton>
    </Form>
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
