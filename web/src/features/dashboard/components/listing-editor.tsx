import { useId, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { PencilLine, Save } from 'lucide-react';
import type { Path } from 'react-hook-form';
import { practiceDetails, practiceTypes, YEARS_IN_PRACTICE_MAX } from '@contracts/accounts/sign-up';
import type { MyOffice } from '@contracts/dashboard';
import { specialties } from '@contracts/offices';
import { Form, SubmitButton } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { fieldBinder, FormField } from '@/components/ui/form-field';
import { fieldStyles, Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, rateLimitNotice } from '@/lib/api-error';
import { toast } from '@/lib/toast/toast-store';
import { useZodForm } from '@/lib/use-zod-form';
import { useUpdateMyOffice } from '../api/update-my-office';
import { listingFormValues, type ListingFormValues } from '../listing-form-values';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-border space-y-5 border-t pt-6">
      <h3 id={headingId} className="text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

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
  const checkbox = (name: 'emergencyServices' | 'acceptingNewPatients', label: string) => {
    const id = `${ids}-${name}`;
    return (
      <div className="flex items-center gap-2">
        <input id={id} type="checkbox" className="accent-primary size-4" {...register(name)} />
        <label htmlFor={id} className="text-sm">
          {label}
        </label>
      </div>
    );
  };

  const officeName = text('officeName', 'Office Name', { required: true });
  const contactName = text('contactName', 'Contact Name', { required: true });
  const phone = text('phone', 'Office Phone', { required: true });
  const address = text('address', 'Office Address', {
    required: true,
    hint: 'Street, city and state, as patients should see it.',
  });
  const zip = text('zip', 'ZIP Code', {
    required: true,
    hint: 'Places your office in the directory search.',
  });
  const specialty = text('specialty', 'Specialty', { required: true });
  const practiceType = text('practiceType', 'Practice Type');
  const years = text('yearsInPractice', 'Years in Practice', {
    hint: `0 to ${YEARS_IN_PRACTICE_MAX}`,
  });
  const services = text('services', 'Services Offered');
  const hours = text('officeHours', 'Office Hours');
  const languages = text('languagesSpoken', 'Languages Spoken', {
    hint: 'Separate languages with commas.',
  });
  const insurance = text('insuranceAccepted', 'Insurance Accepted', {
    hint: 'Separate plans with commas.',
  });
  const website = text('website', 'Website');
  const coupon = text('couponOffer', 'Coupon Offer', {
    hint: 'Only signed-in patients see the text; everyone else sees that there is a coupon.',
  });
  const description = text('practiceDescription', 'Practice Description');
  const facebook = text('facebookUrl', 'Facebook');
  const instagram = text('instagramUrl', 'Instagram');

  return (
    <Form onSubmit={submit} busy={isSubmitting} legend="Edit your listing" className="grid gap-6">
      <Section title="Basic Information">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField {...officeName.field}>
            <Input autoComplete="organization" {...officeName.control} />
          </FormField>
          <FormField {...contactName.field}>
            <Input autoComplete="name" {...contactName.control} />
          </FormField>
          <FormField {...phone.field}>
            <Input type="tel" autoComplete="tel" {...phone.control} />
          </FormField>
        </div>
      </Section>

      <Section title="Practice Details">
        <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_10rem]">
          <FormField {...address.field}>
            <Input autoComplete="street-address" {...address.control} />
          </FormField>
          <FormField {...zip.field}>
            <Input inputMode="numeric" autoComplete="postal-code" maxLength={5} {...zip.control} />
          </FormField>
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          <FormField {...specialty.field}>
            <select className={clsx(fieldStyles, 'h-11')} {...specialty.control}>
              <option value="">Select a specialty</option>
              {specialties.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </FormField>
          <FormField {...practiceType.field}>
            <select className={clsx(fieldStyles, 'h-11')} {...practiceType.control}>
              <option value="">Select a type</option>
              {practiceTypes.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </FormField>
          <FormField {...years.field}>
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={YEARS_IN_PRACTICE_MAX}
              step={1}
              {...years.control}
            />
          </FormField>
        </div>
      </Section>

      <Section title="Services & Operations">
        <FormField {...services.field}>
          <Textarea rows={3} {...services.control} />
        </FormField>
        <FormField {...hours.field}>
          <Input placeholder="e.g. Mon-Fri 8:00-17:00" {...hours.control} />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField {...languages.field}>
            <Input {...languages.control} />
          </FormField>
          <FormField {...insurance.field}>
            <Input {...insurance.control} />
          </FormField>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:gap-8">
          {checkbox('emergencyServices', 'Offers emergency services')}
          {checkbox('acceptingNewPatients', 'Accepting new patients')}
        </div>
      </Section>

      <Section title="Marketing & Visibility">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField {...website.field}>
            <Input type="url" autoComplete="url" placeholder="https://" {...website.control} />
          </FormField>
          <FormField {...coupon.field}>
            <Input placeholder="e.g. 20% off your first visit" {...coupon.control} />
          </FormField>
        </div>
        <FormField {...description.field}>
          <Textarea rows={4} {...description.control} />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField {...facebook.field}>
            <Input type="url" placeholder="https://facebook.com/…" {...facebook.control} />
          </FormField>
          <FormField {...instagram.field}>
            <Input type="url" placeholder="https://instagram.com/…" {...instagram.control} />
          </FormField>
        </div>
      </Section>

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
