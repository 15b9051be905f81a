import { useId, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { Form, SubmitButton } from '@/components/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast/toast-store';
import { adminToasts } from '../admin-content';
import { useResetUserPassword } from '../api/reset-user-password';
import { TabPanelHeader } from './tab-panel-header';

/**
 * Password Reset: emails an account a reset code. With no email typed the button does nothing,
 * as the specification says: no request and no message.
 */
export function PasswordResetTab() {
  const ids = useId();
  const reset = useResetUserPassword();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return;
    setError(undefined);
    try {
      await reset.mutateAsync({ email: address });
    } catch (failure) {
      if (failure instanceof ApiError && failure.field === 'email') setError(failure.message);
      toast({
        title: adminToasts.resetFailed,
        description: failure instanceof Error ? failure.message : undefined,
        variant: 'destructive',
      });
      return;
    }
    toast({ title: adminToasts.resetSent, description: adminToasts.resetSentDescription });
    setEmail('');
  };

  const fieldId = `${ids}-email`;
  return (
    <section aria-labelledby={`${ids}-heading`} className="max-w-xl space-y-5">
      <TabPanelHeader
        id={`${ids}-heading`}
        title="Password Reset"
        description="The account gets an email with a reset code to set a new password on the Forgot Password page. Its current password stops working."
      />
      <Form
        onSubmit={submit}
        busy={reset.isPending}
        legend="Send a password reset"
        className="grid gap-4"
      >
        <FormField id={fieldId} label="Email" error={error}>
          <Input
            id={fieldId}
            type="email"
            autoComplete="off"
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
          />
        </FormField>
        <div>
          <SubmitButton pending={reset.isPending} icon={Send} pendingLabel="Sending…">
            Send Password Reset
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
