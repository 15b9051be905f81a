import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, UserPlus } from 'lucide-react';
import type { z } from 'zod';
import { PASSWORD_HINT, patientSignUp, type PatientSignUpValues } from '@contracts/profile';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { describedBy, FormField } from './form-field';
import { PasswordInput } from './password-input';

type FieldName = keyof PatientSignUpValues;

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

  const field = (
    name: FieldName,
    label: string,
    options: { required?: boolean; hint?: string } = {},
  ) => {
    const id = `${ids}-${name}`;
    const error = errors[name]?.message;
    return {
      field: { id, label, required: options.required, hint: options.hint, error },
      control: {
        ...describedBy(id, { hint: options.hint, error }),
        required: options.required,
        ...register(name),
      },
    };
  };

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
          <FormField {...email.field}>
            <Input type="email" autoComplete="email" {...email.control} />
          </FormField>
          <FormField {...phone.field}>
            <Input type="tel" autoComplete="tel" {...phone.control} />
          </FormField>
        </div>
        <FormField {...address.field}>
          <Input autoComplete="street-address" {...address.control} />
        </FormField>
        <FormField {...bestTime.field}>
          <Input placeholder="e.g. Weekday mornings" {...bestTime.control} />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField {...password.field}>
            <PasswordInput autoComplete="new-password" {...password.control} />
          </FormField>
          <FormField {...confirm.field}>
            <PasswordInput autoComplete="new-password" {...confirm.control} />
          </FormField>
        </div>
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
