import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, RotateCw, Save, UserRound } from 'lucide-react';
import { Navigate } from 'react-router';
import type { z } from 'zod';
import { profileForm, type Profile, type ProfileFormValues } from '@contracts/profile';
import { Container } from '@/components/container';
import { PageSpinner } from '@/components/page-spinner';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { isSignedIn, useAuth } from '@/lib/auth/auth-context';
import { toast } from '@/lib/toast/toast-store';
import { useDocumentTitle } from '@/lib/use-document-title';

type FieldName = keyof ProfileFormValues;

function Field({
  id,
  label,
  required,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline gap-1">
        <Label htmlFor={id}>{label}</Label>
        {required ? (
          <span aria-hidden="true" className="text-destructive text-sm">
            *
          </span>
        ) : null}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const formValues = (profile: Profile): ProfileFormValues => ({
  first_name: profile.first_name,
  last_name: profile.last_name,
  phone: profile.phone ?? '',
  address: profile.address ?? '',
  best_time_to_call: profile.best_time_to_call ?? '',
});

function ProfileForm({ profile }: { profile: Profile }) {
  const { updateProfile } = useAuth();
  const ids = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileFormValues, unknown, z.output<typeof profileForm>>({
    resolver: zodResolver(profileForm),
    defaultValues: formValues(profile),
  });

  const submit = handleSubmit(async (values) => {
    try {
      // Only the editable fields; an emptied optional field clears it.
      const saved = await updateProfile(values);
      reset(formValues(saved));
      toast({
        title: 'Profile updated successfully',
        description: 'Your profile has been updated.',
      });
    } catch (error) {
      toast({
        title: 'Profile update failed',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      });
    }
  });

  const control = (name: FieldName, required = false) => {
    const id = `${ids}-${name}`;
    const error = errors[name]?.message;
    return {
      field: { id, error, required },
      input: {
        id,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
        ...register(name),
      },
    };
  };
  const first = control('first_name', true);
  const last = control('last_name', true);
  const phone = control('phone');
  const address = control('address');
  const bestTime = control('best_time_to_call');

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={isSubmitting}>
      <fieldset disabled={isSubmitting} className="grid gap-5">
        <legend className="sr-only">Your details</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field {...first.field} label="First Name">
            <Input autoComplete="given-name" {...first.input} />
          </Field>
          <Field {...last.field} label="Last Name">
            <Input autoComplete="family-name" {...last.input} />
          </Field>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field {...phone.field} label="Phone">
            <Input type="tel" autoComplete="tel" {...phone.input} />
          </Field>
          <Field {...bestTime.field} label="Best Time to Call">
            <Input {...bestTime.input} />
          </Field>
        </div>
        <Field {...address.field} label="Address">
          <Input autoComplete="street-address" {...address.input} />
        </Field>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" size="lg">
            {isSubmitting ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Save aria-hidden="true" />
            )}
            Save Changes
          </Button>
          <Button
            variant="outline"
            size="lg"
            disabled={!isDirty}
            onClick={() => reset(formValues(profile))}
          >
            Discard Changes
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

/** /profile: the signed-in user's own details, editable except email and account type. */
export function ProfilePage() {
  useDocumentTitle('Your Profile');
  const auth = useAuth();

  if (auth.loading) return <PageSpinner />;
  if (!isSignedIn(auth)) return <Navigate to={paths.auth.getHref({ mode: 'signin' })} replace />;

  const { profile } = auth;
  return (
    <Container className="max-w-3xl py-10 sm:py-14">
      <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight sm:text-4xl">
        <UserRound aria-hidden="true" className="text-primary size-8" />
        Your Profile
      </h1>
      {profile ? (
        <Card className="mt-6">
          <CardHeader>
            <h2 className="text-xl font-semibold">
              {`${profile.first_name} ${profile.last_name}`.trim() || 'Your details'}
            </h2>
            <CardDescription className="flex flex-wrap items-center gap-2">
              <span>{profile.email}</span>
              <Badge>
                {profile.user_type === 'professional' ? 'Professional account' : 'Patient account'}
              </Badge>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ProfileForm key={profile.updated_at} profile={profile} />
          </CardContent>
        </Card>
      ) : auth.profileLoading ? (
        <PageSpinner label="Loading your profile" />
      ) : (
        <Alert variant="warning" title="We could not load your profile" className="mt-6">
          <p>Please try again in a moment.</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => void auth.refreshProfile()}
          >
            <RotateCw aria-hidden="true" />
            Try Again
          </Button>
        </Alert>
      )}
    </Container>
  );
}
