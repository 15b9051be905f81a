import { Input } from '@/components/ui/input';
import { type BoundField, FormField } from '@/components/ui/form-field';
import { PasswordInput } from './password-input';

/** Email and phone, the ways to reach a new account's owner. */
export function EmailPhoneFields({ email, phone }: { email: BoundField; phone: BoundField }) {
  return (
    <>
      <FormField {...email.field}>
        <Input type="email" autoComplete="email" {...email.control} />
      </FormField>
      <FormField {...phone.field}>
        <Input type="tel" autoComplete="tel" {...phone.control} />
      </FormField>
    </>
  );
}

/** An account's email and the 6-digit code emailed to it (to confirm it, or to reset its password). */
export function EmailAndCodeFields({ email, code }: { email: BoundField; code: BoundField }) {
  return (
    <>
      <FormField {...email.field}>
        <Input type="email" autoComplete="email" {...email.control} />
      </FormField>
      <FormField {...code.field}>
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...code.control} />
      </FormField>
    </>
  );
}

/** A new password and its confirmation, side by side. */
export function NewPasswordFields({
  password,
  confirm,
}: {
  password: BoundField;
  confirm: BoundField;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField {...password.field}>
        <PasswordInput autoComplete="new-password" {...password.control} />
      </FormField>
      <FormField {...confirm.field}>
        <PasswordInput autoComplete="new-password" {...confirm.control} />
      </FormField>
    </div>
  );
}
