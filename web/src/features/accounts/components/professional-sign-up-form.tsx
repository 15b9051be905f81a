import { useId } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { Building2, WandSparkles } from 'lucide-react';
import type { ProfessionalSignUp, ProfessionalSignUpValues } from '@contracts/accounts/sign-up';
import { PASSWORD_HINT } from '@contracts/accounts/sign-up-facts';
import { Form, SubmitButton } from '@/components/form';
import { FormSection, PracticeFields } from '@/components/practice-fields';
import { Button } from '@/components/ui/button';
import { fieldBinder } from '@/components/ui/form-field';
import { PRO_MONTHLY_PRICE_LABEL } from '@contracts/brand';
import { useZodForm } from '@/lib/use-zod-form';
import { loadProfessionalSignUp } from '../sign-up-schemas';
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

export interface ProfessionalSignUpFormProps {
  onSubmit: (values: ProfessionalSignUp) => Promise<void>;
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
  } = useZodForm(loadProfessionalSignUp, { defaultValues: emptyForm });

  const submit = handleSubmit(async (values) => {
    // Passwords that differ: the form silently does nothing, as the specification says.
    if (values.password !== values.confirmPassword) return;
    await onSubmit(values);
  });

  const text = fieldBinder(ids, register, errors);
  const email = text('email', 'Email', { required: true });
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

      <PracticeFields
        bind={text}
        registerCheckbox={(name) => register(name)}
        contactFields={(phone) => <EmailPhoneFields email={email} phone={phone} />}
        sectionLevel={2}
      />

      <FormSection title="Account Security" level={2}>
        <NewPasswordFields password={password} confirm={confirm} />
      </FormSection>

      <SubmitButton pending={isSubmitting} icon={Building2} size="lg" className="w-full">
        Create Professional Account
      </SubmitButton>
    </Form>
  );
}
