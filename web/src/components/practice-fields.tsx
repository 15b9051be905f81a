import { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PracticeDetailsInput } from '@contracts/accounts/sign-up';
import { practiceTypes, YEARS_IN_PRACTICE_MAX } from '@contracts/accounts/sign-up-facts';
import { specialties } from '@contracts/office-facts';
import { FormField, type BindOptions, type BoundField } from '@/components/ui/form-field';
import { fieldStyles, Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

/** The level of a form's section headings: one below the heading the form sits under. */
export type SectionHeadingLevel = 2 | 3;

/** A titled group of fields in a long form. */
export function FormSection({
  title,
  level = 3,
  children,
}: {
  title: string;
  level?: SectionHeadingLevel;
  children: ReactNode;
}) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className="border-border space-y-5 border-t pt-6">
      <Heading id={headingId} className="text-base font-semibold">
        {title}
      </Heading>
      {children}
    </section>
  );
}

export type PracticeTextField = Exclude<
  keyof PracticeDetailsInput,
  'emergencyServices' | 'acceptingNewPatients'
>;
export type PracticeCheckbox = 'emergencyServices' | 'acceptingNewPatients';

export interface PracticeFieldsProps {
  /** Binds a text field of the form (`fieldBinder` of the form that holds these fields). */
  bind(name: PracticeTextField, label: string, options?: BindOptions): BoundField;
  /** Registers a checkbox of the form. */
  registerCheckbox(name: PracticeCheckbox): UseFormRegisterReturn;
  /** The ways to reach the office shown after its name and contact (phone, and email at sign-up). */
  contactFields(phone: BoundField): ReactNode;
  /** Heading level of the sections: 2 when the form sits right under the page's h1. */
  sectionLevel?: SectionHeadingLevel;
}

/**
 * The practice's details as a professional gives them at sign-up and edits them on the
 * dashboard: the same fields, labels and hints in both forms (the rules are the contract's
 * `practiceDetails`). Sections: Basic Information, Practice Details, Services & Operations,
 * Marketing & Visibility.
 */
export function PracticeFields({
  bind,
  registerCheckbox,
  contactFields,
  sectionLevel = 3,
}: PracticeFieldsProps) {
  const ids = useId();
  const checkbox = (name: PracticeCheckbox, label: string) => {
    const id = `${ids}-${name}`;
    return (
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          className="accent-primary size-4"
          {...registerCheckbox(name)}
        />
        <label htmlFor={id} className="text-sm">
          {label}
        </label>
      </div>
    );
  };

  const officeName = bind('officeName', 'Office Name', { required: true });
  const contactName = bind('contactName', 'Contact Name', {
    required: true,
    hint: 'The person patients and our team should ask for.',
  });
  const phone = bind('phone', 'Office Phone', { required: true });
  const address = bind('address', 'Office Address', {
    required: true,
    hint: 'Street, city and state, as patients should see it.',
  });
  const zip = bind('zip', 'ZIP Code', {
    required: true,
    hint: 'Places your office in the directory search.',
  });
  const specialty = bind('specialty', 'Specialty', { required: true });
  const practiceType = bind('practiceType', 'Practice Type');
  const years = bind('yearsInPractice', 'Years in Practice', {
    hint: `0 to ${YEARS_IN_PRACTICE_MAX}`,
  });
  const services = bind('services', 'Services Offered');
  const hours = bind('officeHours', 'Office Hours');
  const languages = bind('languagesSpoken', 'Languages Spoken', {
    hint: 'Separate languages with commas.',
  });
  const insurance = bind('insuranceAccepted', 'Insurance Accepted', {
    hint: 'Separate plans with commas.',
  });
  const website = bind('website', 'Website');
  const coupon = bind('couponOffer', 'Coupon Offer', {
    hint: 'Signed-in patients see its text; other visitors see that you offer one.',
  });
  const description = bind('practiceDescription', 'Practice Description');
  const facebook = bind('facebookUrl', 'Facebook');
  const instagram = bind('instagramUrl', 'Instagram');

  return (
    <>
      <FormSection title="Basic Information" level={sectionLevel}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField {...officeName.field}>
            <Input autoComplete="organization" {...officeName.control} />
          </FormField>
          <FormField {...contactName.field}>
            <Input autoComplete="name" {...contactName.control} />
          </FormField>
          {contactFields(phone)}
        </div>
      </FormSection>

      <FormSection title="Practice Details" level={sectionLevel}>
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
      </FormSection>

      <FormSection title="Services & Operations" level={sectionLevel}>
        <FormField {...services.field}>
          <Textarea
            rows={3}
            placeholder="e.g. Cleanings, fillings, crowns, whitening"
            {...services.control}
          />
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
      </FormSection>

      <FormSection title="Marketing & Visibility" level={sectionLevel}>
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
      </FormSection>
    </>
  );
}
