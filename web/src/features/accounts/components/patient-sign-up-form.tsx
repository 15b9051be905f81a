import { useId } from 'react';
import { UserPlus } from 'lucide-react';
import type { PatientSignUp } from '@contracts/accounts/sign-up';
import { PASSWORD_HINT } from '@contracts/accounts/sign-up-facts';
import { Form, SubmitButton } from '@/components/form';
import { fieldBinder, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useZodForm } from '@/lib/use-zod-form';
import { loadPatientSignUp } from '../sign-up-schemas';
import { EmailPhoneFields, NewPasswordFields } from './account-fields';

export interface PatientSignUpFormProps {
  onSubmit: (values: PatientSignUp) => Promise<void>;
}

/** Patient sign-up: name, email and phone required; address and best time to call optional. */
export function PatientSignUpForm({ onSubmit }: PatientSignUpFormProps) {
  const ids = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(loadPatientSignUp, {
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      address: '',
      bestTimeToCall: '',
      password: '',
      confirmPassword: '',
    },
  });

  const submit = handleSubmit(async (values) => {
    // Passwords that differ: the form silently does nothing, as the specification says.
    if (values.password !== values.confirmPassword) return;
    await onSubmit(values);
  });

  const field = fieldBinder(ids, register, errors);

  const firstName = field('firstName', 'First Name', { required: true });
  const lastName = field('lastName', 'Last Name', { required: true });
  const email = field('email', 'Email', { required: true });
  const phone = field('phone', 'Phone', { required: true });
  const address = field('address', 'Address');
  const bestTime = field('bestTimeToCall', 'Best Time to Call');
  const password = field('password', 'Password', { required: true, hint: PASSWORD_HINT });
  const confirm = field('confirmPassword', 'Confirm Password', { required: true });

  return (
    <Form
      onSubmit={submit}
      busy={isSubmitting}
      legend="Create a patient account"
      className="grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField {...firstName.field}>
          <Input autoComplete="given-name" {...firstName.control} />
        </FormField>
        <FormField {...lastName.field}>
          <Input autoComplete="family-name" {...lastName.control} />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <EmailPhoneFields email={email} phone={phone} />
      </div>
      <FormField {...address.field}>
        <Input autoComplete="street-address" {...address.control} />
      </FormField>
      <FormField {...bestTime.field}>
        <Input placeholder="e.g. Weekday mornings" {...bestTime.control} />
      </FormField>
      <NewPasswordFields password={password} confirm={confirm} />
      <SubmitButton pending={isSubmitting} icon={UserPlus} size="lg" className="w-full">
        Create Patient Account
      </SubmitButton>
    </Form>
  );
}
