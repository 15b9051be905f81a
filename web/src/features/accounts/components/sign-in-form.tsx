import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Form, SubmitButton } from '@/components/form';
import { fieldBinder, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { toast } from '@/lib/toast/toast-store';
import { useZodForm } from '@/lib/use-zod-form';
import { loadSignInInput } from '../sign-up-schemas';
import { profileQuery } from '../api/get-profile';
import { authToasts, welcomeBack } from '../auth-content';
import { showAuthError } from '../show-auth-error';
import { PasswordInput } from './password-input';
import { SignInCodeForm } from './sign-in-code-form';

export interface SignInFormProps {
  defaultEmail?: string;
  onSignedIn: () => void;
  /** The account exists but its email still needs the emailed code. */
  onNeedsConfirmation: (email: string) => void;
}

export function SignInForm({
  defaultEmail = '',
  onSignedIn,
  onNeedsConfirmation,
}: SignInFormProps) {
  const { signIn, confirmSignInCode, getIdToken } = useAuth();
  const queryClient = useQueryClient();
  const ids = useId();
  /** The password was right and the account asks for its authenticator code. */
  const [needsCode, setNeedsCode] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(loadSignInInput, {
    defaultValues: { email: defaultEmail, password: '', remember: false },
  });

  const welcome = async (userId: string) => {
    // The welcome names the user; the profile loaded here is the one every screen then shows.
    const profile = await queryClient
      .fetchQuery(profileQuery(getIdToken, userId))
      .catch(() => null);
    toast({
      title: authToasts.signInSuccess,
      description: welcomeBack(profile?.first_name, profile?.last_name),
    });
    onSignedIn();
  };

  const submit = handleSubmit(async (values) => {
    try {
      const result = await signIn(values);
      if (result.status === 'confirmSignUp') {
        onNeedsConfirmation(values.email.trim());
        return;
      }
      if (result.status === 'totpCode') {
        setNeedsCode(true);
        return;
      }
      await welcome(result.user.id);
    } catch (error) {
      showAuthError(authToasts.signInFailed, error, 'signIn');
    }
  });

  if (needsCode) {
    return (
      <SignInCodeForm
        onSubmit={async (code) => {
          try {
            await welcome((await confirmSignInCode(code)).id);
          } catch (error) {
            showAuthError(authToasts.signInFailed, error, 'signInCode');
          }
        }}
        onCancel={() => setNeedsCode(false)}
      />
    );
  }

  const field = fieldBinder(ids, register, errors);
  const email = field('email', 'Email', { required: true });
  const password = field('password', 'Password', { required: true });
  const rememberId = `${ids}-remember`;
  return (
    <Form
      onSubmit={submit}
      busy={isSubmitting}
      legend="Sign in to your account"
      className="grid gap-5"
    >
      <FormField {...email.field}>
        <Input type="email" autoComplete="email" {...email.control} />
      </FormField>
      <FormField {...password.field}>
        <PasswordInput autoComplete="current-password" {...password.control} />
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <input
            id={rememberId}
            type="checkbox"
            className="accent-primary size-4 rounded"
            {...register('remember')}
          />
          <label htmlFor={rememberId} className="text-sm">
            Remember me
          </label>
        </div>
        <Link
          to={paths.forgotPassword.getHref()}
          className="text-primary text-sm font-medium underline-offset-4 hover:underline"
        >
          Forgot your password?
        </Link>
      </div>
      <SubmitButton
        pending={isSubmitting}
        icon={LogIn}
        pendingLabel="Signing in..."
        size="lg"
        className="w-full"
      >
        Sign In
      </SubmitButton>
    </Form>
  );
}
