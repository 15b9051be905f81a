import { useId, useRef, useState } from 'react';
import { Send } from 'lucide-react';
import type { ContactMessageInput } from '@contracts/inquiries';
import { Form, SubmitButton } from '@/components/form';
import { Alert } from '@/components/ui/alert';
import { fieldBinder, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, rateLimitNotice } from '@/lib/api-error';
import { dismissToast, toast } from '@/lib/toast/toast-store';
import { useZodForm } from '@/lib/use-zod-form';
import { useSendContactMessage } from '../api/send-contact-message';
import { contactTexts } from '../contact-content';

type FieldName = keyof ContactMessageInput;
/** The message's schema loads with the form's first check: the page is usable without it. */
const loadContactMessageInput = () =>
  import('@contracts/inquiries').then((inquiries) => inquiries.contactMessageInput);

const fieldNames: readonly FieldName[] = ['name', 'email', 'subject', 'message'];
const isFieldName = (value: unknown): value is FieldName =>
  typeof value === 'string' && (fieldNames as readonly string[]).includes(value);

/** Shows why sending failed; returns the toast's id. */
function showSendError(error: unknown): number {
  const rateLimited = rateLimitNotice(error);
  if (rateLimited) return toast({ ...rateLimited, variant: 'destructive' });
  let description: string = contactTexts.failure;
  if (error instanceof ApiError && (error.code === 'network' || isFieldName(error.field))) {
    description = error.message;
  } else if (!(error instanceof ApiError)) {
    description = 'An unexpected error occurred. Please try again.';
  }
  return toast({ title: 'Error', description, variant: 'destructive' });
}

/** Who a signed-in visitor is, so they do not have to type it again. */
export interface KnownSender {
  name: string;
  email: string;
}

/** Name, email, subject and message, checked with the same schema the server applies. */
export function ContactForm({ sender = null }: { sender?: KnownSender | null }) {
  const send = useSendContactMessage();
  const [sent, setSent] = useState(false);
  const ids = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(loadContactMessageInput, {
    defaultValues: {
      name: sender?.name ?? '',
      email: sender?.email ?? '',
      subject: '',
      message: '',
    },
  });

  const field = fieldBinder(ids, register, errors);
  const name = field('name', 'Name', { required: true });
  const email = field('email', 'Email', { required: true });
  const subject = field('subject', 'Subject', { required: true });
  const messageField = field('message', 'Message', { required: true });

  // The error of a previous attempt must not linger while the visitor tries again.
  const errorToast = useRef<number | undefined>(undefined);

  const submit = handleSubmit(async (message) => {
    if (errorToast.current !== undefined) dismissToast(errorToast.current);
    setSent(false);
    try {
      await send.mutateAsync(message);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'bad_request' && isFieldName(error.field)) {
        setError(error.field, { message: error.message }, { shouldFocus: true });
      }
      errorToast.current = showSendError(error);
      return;
    }
    toast({ title: contactTexts.successTitle, description: contactTexts.successDescription });
    setSent(true);
    reset();
  });

  return (
    <>
      <Form onSubmit={submit} busy={isSubmitting} legend="Your message" className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField {...name.field}>
            <Input autoComplete="name" {...name.control} />
          </FormField>
          <FormField {...email.field}>
            <Input type="email" autoComplete="email" {...email.control} />
          </FormField>
        </div>
        <FormField {...subject.field}>
          <Input {...subject.control} />
        </FormField>
        <FormField {...messageField.field}>
          <Textarea rows={6} {...messageField.control} />
        </FormField>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <SubmitButton
            pending={isSubmitting}
            icon={Send}
            pendingLabel="Sending..."
            size="lg"
            className="sm:w-auto"
          >
            Send Message
          </SubmitButton>
          <p className="text-muted-foreground text-sm">All fields are required.</p>
        </div>
      </Form>
      <div aria-live="polite" className="mt-5 empty:hidden">
        {sent ? (
          <Alert variant="success" title={contactTexts.successTitle}>
            {contactTexts.successDescription}
          </Alert>
        ) : null}
      </div>
    </>
  );
}
