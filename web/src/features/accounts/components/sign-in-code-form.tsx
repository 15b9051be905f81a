import { useEffect, useId, useRef } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Form, SubmitButton } from '@/components/form';
import { Button } from '@/components/ui/button';
import { fieldBinder, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useZodForm } from '@/lib/use-zod-form';
import { loadAuthenticatorCodeInput } from '../sign-up-schemas';

export interface SignInCodeFormProps {
  onSubmit: (code: string) => Promise<void>;
  onCancel: () => void;
}

/** The second step of a sign-in with two-step sign-in on: the code the authenticator app shows. */
export function SignInCodeForm({ onSubmit, onCancel }: SignInCodeFormProps) {
  const ids = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(loadAuthenticatorCodeInput, { defaultValues: { code: '' } });
  const submit = handleSubmit(async (values) => onSubmit(values.code.trim()));
  const code = fieldBinder(ids, register, errors)('code', 'Authentication Code', {
    required: true,
    hint: 'The 6-digit code your authenticator app shows for SmileGuide.',
  });
  return (
    <section aria-labelledby={`${ids}-heading`} className="space-y-5">
      <h2
        id={`${ids}-heading`}
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-semibold outline-none"
      >
        <ShieldCheck aria-hidden="true" className="text-primary size-5" />
        Two-step sign-in
      </h2>
      <Form onSubmit={submit} busy={isSubmitting} legend="Two-step sign-in" className="grid gap-5">
        <FormField {...code.field}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...code.control} />
        </FormField>
        <div className="flex flex-col gap-3 sm:flex-row">
          <SubmitButton pending={isSubmitting} icon={ShieldCheck} size="lg" className="sm:flex-1">
            Verify Code
          </SubmitButton>
          <Button variant="outline" size="lg" onClick={onCancel}>
            Back
          </Button>
        </div>
      </Form>
    </section>
  );
}
