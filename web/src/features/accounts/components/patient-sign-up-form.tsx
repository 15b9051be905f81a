import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, UserPlus } from 'lucide-react';
import type { z } from 'zod';
import {
  PASSWORD_HINT,
  patientSignUp,
  type PatientSignUpValues,
} from '@contracts/accounts/sign-up';
import { Button } from '@/components/ui/button';
import { fieldBinder, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { EmailPhoneFields, NewPasswordFields } from './sign-up-fields';

export interface PatientSignUpFormProps {
  onSubmit: (values: z.output<typeof patientSignUp>) => Promise<void>;
}

/** Patient sign-up: name, email and phone required; address and best time to call optional. */
export function PatientSignUpForm({ onSubmit }: PatientSignUpFormProps) {
  const ids = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PatientSignUpValues, unknown, z.output<typeof patientSignUp>>({
    resolver: zodResolver(patientSignUp),
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
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={isSubmitting}>
      <fieldset disabled={isSubmitting} className="grid gap-5">
        <legend className="sr-only">Create a patient account</legend>
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
        <Button type="submit" size="lg" className="w-full">
          {isSubmitting ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <UserPlus aria-hidden="true" />
          )}
          Create Patient Account
        </Button>
      </fieldset>
    </form>
  );
}
