import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CircleCheck, Send } from 'lucide-react';
import { discountInquiryInput, type DiscountInquiryInput } from '@contracts/inquiries';
import { Form, SubmitButton } from '@/components/form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { fieldBinder, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { DISCOUNT_REPLY_HOURS } from '@contracts/brand';
import { ApiError, rateLimitNotice } from '@/lib/api-error';
import { dismissToast, toast, type ToastInput } from '@/lib/toast/toast-store';

export interface DiscountRequestOffice {
  id: string;
  office_name: string;
}

/** Who a signed-in visitor is, so they do not have to type it again. */
export interface KnownRequester {
  name: string;
  email: string;
  phone?: string;
}

/** Sends the request to the API; the feature showing the dialog owns the call. */
export type SendDiscountRequest = (request: DiscountInquiryInput) => Promise<unknown>;

export interface DiscountRequestDialogProps {
  office: DiscountRequestOffice | null;
  requester?: KnownRequester | null;
  /** Where the visitor is, when already known (the voice assistant asked). */
  location?: string;
  send: SendDiscountRequest;
  open: boolean;
  onOpenChange(open: boolean): void;
}

type FormValues = {
  user_name: string;
  user_email: string;
  user_phone: string;
  user_location: string;
  message: string;
};
type FieldName = keyof FormValues;

const fieldNames: readonly FieldName[] = [
  'user_name',
  'user_email',
  'user_phone',
  'user_location',
  'message',
];
const isFieldName = (value: unknown): value is FieldName =>
  typeof value === 'string' && (fieldNames as readonly string[]).includes(value);

/** The texts of the specification, word for word. */
const discountRequestMessages = {
  missingTitle: 'Missing Information',
  missingDescription: 'Please fill in your name and email address.',
  errorTitle: 'Error',
  insertError: 'Failed to submit your request. Please try again.',
  unexpectedError: 'An unexpected error occurred. Please try again.',
  successTitle: 'Request Submitted!',
  successDescription: (office: string) => `Your discount request has been sent to ${office}`,
} as const;

/** The API may prefix a message with the field's name ("user_name: ..."); the form shows the label. */
const withoutFieldPrefix = (message: string, field: string) =>
  message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;

/** Blank optional fields are left out rather than sent empty. */
function toRequest(officeId: string, values: FormValues): DiscountInquiryInput {
  const optional = (value: string) => (value.trim() ? value : undefined);
  return {
    office_id: officeId,
    user_name: values.user_name,
    user_email: values.user_email,
    user_phone: optional(values.user_phone),
    user_location: optional(values.user_location),
    message: optional(values.message),
  };
}

function RequestForm({
  office,
  requester,
  location,
  send,
  onSubmitted,
}: {
  office: DiscountRequestOffice;
  requester: KnownRequester | null;
  location: string;
  send: SendDiscountRequest;
  onSubmitted: () => void;
}) {
  const [submitting, setSubmitting] = useState(false);
  const ids = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues>({
    defaultValues: {
      // A signed-in visitor does not have to type who they are again.
      user_name: requester?.name ?? '',
      user_email: requester?.email ?? '',
      user_phone: requester?.phone ?? '',
      user_location: location,
      message: '',
    },
  });

  const bind = fieldBinder(ids, register, errors);
  const userName = bind('user_name', 'Name', { required: true });
  const userEmail = bind('user_email', 'Email', { required: true });
  const userPhone = bind('user_phone', 'Phone');
  const userLocation = bind('user_location', 'Location');
  const userMessage = bind('message', 'Message');

  // A message about the previous attempt must not linger while the visitor tries again.
  const lastToast = useRef<number | undefined>(undefined);
  const notify = (input: ToastInput) => {
    lastToast.current = toast(input);
  };

  const submit = handleSubmit(async (values) => {
    if (lastToast.current !== undefined) dismissToast(lastToast.current);
    if (!values.user_name.trim() || !values.user_email.trim()) {
      notify({
        title: discountRequestMessages.missingTitle,
        description: discountRequestMessages.missingDescription,
        variant: 'destructive',
      });
      return;
    }
    const request = toRequest(office.id, values);
    // The same rules the server applies, so a typo is pointed out before anything is sent.
    const checked = discountInquiryInput.safeParse(request);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (isFieldName(field)) setError(field, { message: issue.message }, { shouldFocus: true });
      }
      return;
    }

    setSubmitting(true);
    try {
      await send(request);
    } catch (error) {
      const rateLimited = rateLimitNotice(error);
      if (rateLimited) {
        notify({ ...rateLimited, variant: 'destructive' });
      } else if (error instanceof ApiError && error.code !== 'network') {
        // The server refused a field it names: say which, and point at it.
        const field = error.code === 'bad_request' ? error.field : undefined;
        const message = isFieldName(field) ? withoutFieldPrefix(error.message, field) : undefined;
        if (isFieldName(field) && message) {
          setError(field, { message }, { shouldFocus: true });
        }
        notify({
          title: discountRequestMessages.errorTitle,
          description: message ?? discountRequestMessages.insertError,
          variant: 'destructive',
        });
      } else {
        notify({
          title: discountRequestMessages.errorTitle,
          description: discountRequestMessages.unexpectedError,
          variant: 'destructive',
        });
      }
      return;
    } finally {
      setSubmitting(false);
    }
    toast({
      title: discountRequestMessages.successTitle,
      description: discountRequestMessages.successDescription(office.office_name),
    });
    onSubmitted();
  });

  // The dialog's third state, the confirmation, is DialogBody's.
  return (
    <Form onSubmit={submit} busy={submitting}>
      <DialogHeader>
        <DialogTitle>Request a Discount</DialogTitle>
        <DialogDescription>
          Send your details to{' '}
          <span className="text-foreground font-medium">{office.office_name}</span>. The office will
          contact you within {DISCOUNT_REPLY_HOURS} hours.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4">
        <FormField {...userName.field} markOptional>
          <Input autoComplete="name" {...userName.control} />
        </FormField>
        <FormField {...userEmail.field} markOptional>
          <Input type="email" autoComplete="email" {...userEmail.control} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField {...userPhone.field} markOptional>
            <Input type="tel" autoComplete="tel" {...userPhone.control} />
          </FormField>
          <FormField {...userLocation.field} markOptional>
            <Input
              autoComplete="address-level2"
              placeholder="City, State or ZIP"
              {...userLocation.control}
            />
          </FormField>
        </div>
        <FormField {...userMessage.field} markOptional>
          <Textarea
            rows={3}
            placeholder="Questions about the offer, treatment you need, best time to reach you…"
            {...userMessage.control}
          />
        </FormField>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <SubmitButton pending={submitting} icon={Send} pendingLabel="Submitting...">
          Submit Request
        </SubmitButton>
      </DialogFooter>
    </Form>
  );
}

function SubmittedConfirmation({ office }: { office: DiscountRequestOffice }) {
  return (
    <div className="flex flex-col items-center text-center">
      <CircleCheck aria-hidden="true" className="text-primary mb-3 size-12" />
      <DialogTitle>Request Submitted!</DialogTitle>
      <DialogDescription className="mt-2 text-base">
        Your discount request has been sent to{' '}
        <span className="text-foreground font-medium">{office.office_name}</span>. The office will
        contact you within {DISCOUNT_REPLY_HOURS} hours.
      </DialogDescription>
      <DialogClose asChild>
        <Button className="mt-6 min-w-32">Close</Button>
      </DialogClose>
    </div>
  );
}

/**
 * Sends a discount request to one office. Its content mounts fresh each time the dialog opens,
 * so reopening it (for this or another office) always starts from an empty form.
 */
export function DiscountRequestDialog({
  office,
  requester = null,
  location = '',
  send,
  open,
  onOpenChange,
}: DiscountRequestDialogProps) {
  const shown = open && office !== null;
  // The button that opened the dialog (focused when it opens) gets focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (shown && document.activeElement instanceof HTMLElement) {
      opener.current = document.activeElement;
    }
  }, [shown]);
  return (
    <Dialog open={shown} onOpenChange={onOpenChange}>
      {office ? (
        <DialogContent
          closeLabel="Close dialog"
          onCloseAutoFocus={(event) => {
            const target = opener.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
            opener.current = null;
          }}
        >
          <DialogBody
            key={office.id}
            office={office}
            requester={requester}
            location={location}
            send={send}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** Lives inside the dialog panel, which unmounts on close: its state never outlives a visit. */
function DialogBody({
  office,
  requester,
  location,
  send,
}: {
  office: DiscountRequestOffice;
  requester: KnownRequester | null;
  location: string;
  send: SendDiscountRequest;
}) {
  const [submitted, setSubmitted] = useState(false);
  return submitted ? (
    <SubmittedConfirmation office={office} />
  ) : (
    <RequestForm
      office={office}
      requester={requester}
      location={location}
      send={send}
      onSubmitted={() => setSubmitted(true)}
    />
  );
}
