import { useId } from 'react';
import { RotateCw, Save, UserRound } from 'lucide-react';
import { profileForm, type Profile, type ProfileFormValues } from '@contracts/accounts/profile';
import { Container } from '@/components/container';
import { Form, SubmitButton } from '@/components/form';
import { PageSpinner } from '@/components/page-spinner';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { fieldBinder, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast/toast-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useZodForm } from '@/lib/use-zod-form';
import { useProfile } from './api/get-profile';
import { useUpdateProfile } from './api/update-profile';
import { SecuritySection } from './components/security-section';
import { YourDataSection } from './components/your-data-section';

const formValues = (profile: Profile): ProfileFormValues => ({
  first_name: profile.first_name,
  last_name: profile.last_name,
  phone: profile.phone ?? '',
  address: profile.address ?? '',
  best_time_to_call: profile.best_time_to_call ?? '',
});

function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const ids = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useZodForm(profileForm, { defaultValues: formValues(profile) });

  const submit = handleSubmit(async (values) => {
    try {
      // Only the editable fields; an emptied optional field clears it.
      const saved = await update.mutateAsync(values);
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

  const field = fieldBinder(ids, register, errors);
  const first = field('first_name', 'First Name', { required: true });
  const last = field('last_name', 'Last Name', { required: true });
  const phone = field('phone', 'Phone');
  const address = field('address', 'Address');
  const bestTime = field('best_time_to_call', 'Best Time to Call');

  return (
    <Form onSubmit={submit} busy={isSubmitting} legend="Your details" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField {...first.field}>
          <Input autoComplete="given-name" {...first.control} />
        </FormField>
        <FormField {...last.field}>
          <Input autoComplete="family-name" {...last.control} />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField {...phone.field}>
          <Input type="tel" autoComplete="tel" {...phone.control} />
        </FormField>
        <FormField {...bestTime.field}>
          <Input {...bestTime.control} />
        </FormField>
      </div>
      <FormField {...address.field}>
        <Input autoComplete="street-address" {...address.control} />
      </FormField>
      <div className="flex flex-col gap-3 sm:flex-row">
        <SubmitButton pending={isSubmitting} icon={Save} size="lg">
          Save Changes
        </SubmitButton>
        <Button
          variant="outline"
          size="lg"
          disabled={!isDirty}
          onClick={() => reset(formValues(profile))}
        >
          Discard Changes
        </Button>
      </div>
    </Form>
  );
}

/**
 * /profile: the signed-in user's own details (editable except the account type), their security
 * settings, and their data (export, deletion).
 */
export function ProfilePage() {
  useDocumentTitle('Your Profile');
  const query = useProfile();
  const profile = query.data;
  return (
    <Container className="max-w-3xl py-10 sm:py-14">
      <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight sm:text-4xl">
        <UserRound aria-hidden="true" className="text-primary size-8" />
        Your Profile
      </h1>
      {profile ? (
        <>
          <Card className="mt-6">
            <CardHeader>
              <h2 className="text-xl font-semibold">
                {`${profile.first_name} ${profile.last_name}`.trim() || 'Your details'}
              </h2>
              <CardDescription className="flex flex-wrap items-center gap-2">
                <span>{profile.email}</span>
                <Badge>
                  {profile.user_type === 'professional'
                    ? 'Professional account'
                    : 'Patient account'}
                </Badge>
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ProfileForm key={profile.updated_at} profile={profile} />
            </CardContent>
          </Card>
          <SecuritySection profile={profile} />
          <YourDataSection />
        </>
      ) : query.isPending ? (
        <PageSpinner label="Loading your profile" />
      ) : (
        <Alert variant="warning" title="We could not load your profile" className="mt-6">
          <p>Please try again in a moment.</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            <RotateCw aria-hidden="true" />
            Try Again
          </Button>
        </Alert>
      )}
    </Container>
  );
}
