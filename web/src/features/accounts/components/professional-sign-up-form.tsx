import { useId, type ReactNode } from 'react';
import type { DefaultValues } from 'react-hook-form';
import clsx from 'clsx';
import { Building2, WandSparkles } from 'lucide-react';
import type { z } from 'zod';
import { specialties } from '@contracts/offices';
import {
  PASSWORD_HINT,
  practiceTypes,
  professionalSignUp,
  YEARS_IN_PRACTICE_MAX,
  type ProfessionalSignUpValues,
} from '@contracts/accounts/sign-up';
import { Form, SubmitButton } from '@/components/form';
import { Button } from '@/components/ui/button';
import { fieldBinder, FormField } from '@/components/ui/form-field';
import { fieldStyles, Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { PRO_MONTHLY_PRICE_LABEL } from '@contracts/brand';
import { useZodForm } from '@/lib/use-zod-form';
import { samplePractice } from '../sample-practice';
import { EmailPhoneFields, NewPasswordFields } from './account-fields';

const emptyForm: DefaultValues<ProfessionalSignUpValues> = {
  officeName: '',
  contactName: '',
  email: '',
  phone: '',
  address: '',
  zip: '',
  practiceType: '',
  yearsInPractice: '',
  services: '',
  officeHours: '',
  languagesSpoken: '',
  insuranceAccepted: '',
  emergencyServices: false,
  acceptingNewPatients: true,
  website: '',
  couponOffer: '',
  practiceDescription: '',
  facebookUrl: '',
  instagramUrl: '',
  password: '',
  confirmPassword: '',
};

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

export interface ProfessionalSignUpFormProps {
  onSubmit: (values: z.output<typeof professionalSignUp>) => Promise<void>;
}

/**
 * Professional sign-up: the account plus the practice details that become the office listing.
 * Office name, contact name, email, office phone, office address and specialty are required.
 */
export function ProfessionalSignUpForm({ onSubmit }: ProfessionalSignUpFormProps) {
  const ids = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useZodForm(professionalSignUp, { defaultValues: emptyForm });

  const submit = handleSubmit(async (values) => {
    // Passwords that differ: the form silently does nothing, as the specification says.
    if (values.password !== values.confirmPassword) return;
    await onSubmit(values);
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
  const contactName = text('contactName', 'Contact Name', {
    required: true,
    hint: 'The person patients and our team should ask for.',
  });
  const email = text('email', 'Email', { required: true });
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
  const coupon = text('couponOffer', 'Coupon Offer');
  const description = text('practiceDescription', 'Practice Description');
  const facebook = text('facebookUrl', 'Facebook');
  const instagram = text('instagramUrl', 'Instagram');
  const password = text('password', 'Password', { required: true, hint: PASSWORD_HINT });
  const confirm = text('confirmPassword', 'Confirm Password', { required: true });

  return (
    <Form
      onSubmit={submit}
      busy={isSubmitting}
      legend="Create a professional account"
      className="grid gap-6"
    >
      <div className="bg-brand-50 border-brand-200 flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-brand-900 text-sm">
          List your practice for <strong>{PRO_MONTHLY_PRICE_LABEL}</strong>. After you confirm your
          email, pay by card from your dashboard and your listing goes live at once.
        </p>
        <Button variant="outline" size="sm" onClick={() => reset(samplePractice)}>
          <WandSparkles aria-hidden="true" />
          Load Sample Data
        </Button>
      </div>

      <Section title="Basic Information">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField {...officeName.field}>
            <Input autoComplete="organization" {...officeName.control} />
          </FormField>
          <FormField {...contactName.field}>
            <Input autoComplete="name" {...contactName.control} />
          </FormField>
          <EmailPhoneFields email={email} phone={phone} />
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

      <Section title="Account Security">
        <NewPasswordFields password={password} confirm={confirm} />
      </Section>

      <SubmitButton pending={isSubmitting} icon={Building2} size="lg" className="w-full">
        Create Professional Account
      </SubmitButton>
    </Form>
  );
}
