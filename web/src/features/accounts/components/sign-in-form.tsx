import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { signInInput, type SignInValues } from '@contracts/accounts/sign-up';
import { Button } from '@/components/ui/button';
import { fieldBinder, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { authErrorMessage } from '@/lib/auth/auth-errors';
import { useAuth } from '@/lib/auth/auth-context';
import { toast } from '@/lib/toast/toast-store';
import { profileQuery } from '../api/get-profile';
import { authToasts, welcomeBack } from '../auth-content';
import { PasswordInput } from './password-input';

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
  const { signIn, getIdToken } = useAuth();
  const queryClient = useQueryClient();
  const ids = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInInput),
    defaultValues: { email: defaultEmail, password: '', remember: false },
  });

  const submit = handleSubmit(async (values) => {
    try {
      const result = await signIn(values);
      if (result.status === 'confirmSignUp') {
        onNeedsConfirmation(values.email.trim());
        return;
      }
      // The welcome names the user; the profile loaded here is the one every screen then shows.
      const profile = await queryClient
        .fetchQuery(profileQuery(getIdToken, result.user.id))
        .catch(() => null);
      toast({
        title: authToasts.signInSuccess,
        description: welcomeBack(profile?.first_name),
      });
      onSignedIn();
    } catch (error) {
      toast({
        title: authToasts.signInFailed,
        description: authErrorMessage(error, 'signIn'),
        variant: 'destructive',
      });
    }
  });

  const field = fieldBinder(ids, register, errors);
  const email = field('email', 'Email', { required: true });
  const password = field('password', 'Password', { required: true });
  const rememberId = `${ids}-remember`;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={isSubmitting}>
      <fieldset disabled={isSubmitting} className="grid gap-5">
        <legend className="sr-only">Sign in to your account</legend>
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
        <Button type="submit" size="lg" className="w-full">
          {isSubmitting ? (
            <>
              <LoaderCircle aria-hidden="true" className="animate-spin" />
              Signing in...
            </>
          ) : (
            <>
              <LogIn aria-hidden="true" />
              Sign In
            </>
          )}
        </Button>
      </fieldset>
    </form>
  );
}
