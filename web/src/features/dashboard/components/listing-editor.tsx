import { useId, useState } from 'react';
import { PencilLine, Save } from 'lucide-react';
import type { Path } from 'react-hook-form';
import { practiceDetails } from '@contracts/accounts/sign-up';
import type { MyOffice } from '@contracts/dashboard';
import { Form, SubmitButton } from '@/components/form';
import { PracticeFields } from '@/components/practice-fields';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { fieldBinder, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError, rateLimitNotice } from '@/lib/api-error';
import { toast } from '@/lib/toast/toast-store';
import { useZodForm } from '@/lib/use-zod-form';
import { useUpdateMyOffice } from '../api/update-my-office';
import { listingFormValues, type ListingFormValues } from '../listing-form-values';

const formFields = Object.keys(practiceDetails.shape);
const isFormField = (field: string | undefined): field is Path<ListingFormValues> =>
  field !== undefined && formFields.includes(field);

/** Every listing field of the professional sign-up, checked with the sign-up's rules. */
function EditorForm({
  office,
  userId,
  onDone,
}: {
  office: MyOffice;
  userId: string | undefined;
  onDone(): void;
}) {
  const ids = useId();
  const save = useUpdateMyOffice(userId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(practiceDetails, { defaultValues: listingFormValues(office) });

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      toast({
        title: 'Listing updated',
        description: saved.listing_live
          ? 'The directory shows your changes now.'
          : 'Your changes are saved and will show once your listing is live.',
      });
      onDone();
    } catch (error) {
      const limited = rateLimitNotice(error);
      if (limited) {
        toast({ ...limited, variant: 'destructive' });
        return;
      }
      if (error instanceof ApiError && error.code === 'bad_request' && isFormField(error.field)) {
        setError(error.field, { message: error.message }, { shouldFocus: true });
      }
      toast({
        title: 'Listing not saved',
        description:
          error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
        variant: 'destructive',
      });
    }
  });

  const text = fieldBinder(ids, register, errors);

  return (
    <Form onSubmit={submit} busy={isSubmitting} legend="Edit your listing" className="grid gap-6">
      <PracticeFields
        bind={text}
        registerCheckbox={(name) => register(name)}
        contactFields={(phone) => (
          <FormField {...phone.field}>
            <Input type="tel" autoComplete="tel" {...phone.control} />
          </FormField>
        )}
      />

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <SubmitButton pending={isSubmitting} icon={Save} pendingLabel="Saving...">
          Save Listing
        </SubmitButton>
      </div>
    </Form>
  );
}

/**
 * The listing editor: the professional changes any detail of their listing. The directory shows
 * the saved listing at once (moved to its new ZIP code if that changed).
 */
export function ListingEditor({
  office,
  userId,
}: {
  office: MyOffice;
  userId: string | undefined;
}) {
  const [editing, setEditing] = useState(false);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h2 id={headingId} className="text-xl font-semibold">
              Edit your listing
            </h2>
            <CardDescription className="mt-1">
              Office details, services, hours, coupon and links, as patients see them.
            </CardDescription>
          </div>
          {editing ? null : (
            <Button variant="outline" onClick={() => setEditing(true)} className="self-start">
              <PencilLine aria-hidden="true" />
              Edit Listing
            </Button>
          )}
        </CardHeader>
        {editing ? (
          <CardContent>
            <EditorForm office={office} userId={userId} onDone={() => setEditing(false)} />
          </CardContent>
        ) : null}
      </Card>
    </section>
  );
}
