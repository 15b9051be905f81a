import { useId } from 'react';
import type { LucideIcon } from 'lucide-react';
import { createPromptInput, PROMPT_TEXT_MAX, type CreatePromptInput } from '@contracts/admin';
import type * as z from '@contracts/zod';
import { Form, SubmitButton } from '@/components/form';
import { Button } from '@/components/ui/button';
import { fieldBinder, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-error';
import { useZodForm } from '@/lib/use-zod-form';

export type PromptValues = z.output<typeof createPromptInput>;

type FieldName = keyof CreatePromptInput;
const fieldNames: readonly FieldName[] = ['name', 'prompt_text', 'category'];
const isFieldName = (value: unknown): value is FieldName =>
  typeof value === 'string' && (fieldNames as readonly string[]).includes(value);

export interface PromptFormProps {
  /** Names the fields for screen readers ("New prompt", "Edit prompt"). */
  legend: string;
  defaultValues?: { name: string; prompt_text: string; category: string };
  submitLabel: string;
  submitIcon: LucideIcon;
  /** Saves and says how it went; rejects with the server's error when it failed. */
  onSave: (values: PromptValues) => Promise<void>;
  /** Empties the fields once saved (adding one prompt after another). */
  resetAfterSave?: boolean;
  onCancel?: () => void;
}

const empty = { name: '', prompt_text: '', category: '' };

/**
 * Name, prompt text and category, checked with the schema the server applies: a missing name or
 * text is pointed out at the field and nothing is sent. A field the server refuses is marked too.
 */
export function PromptForm({
  legend,
  defaultValues = empty,
  submitLabel,
  submitIcon,
  onSave,
  resetAfterSave = false,
  onCancel,
}: PromptFormProps) {
  const ids = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(createPromptInput, { defaultValues });

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'bad_request' && isFieldName(error.field)) {
        setError(error.field, { message: error.message }, { shouldFocus: true });
      }
      return;
    }
    if (resetAfterSave) reset(empty);
  });

  const field = fieldBinder(ids, register, errors);
  const name = field('name', 'Name', { required: true });
  const text = field('prompt_text', 'Prompt text', {
    required: true,
    hint: `Up to ${PROMPT_TEXT_MAX.toLocaleString('en-US')} characters.`,
  });
  const category = field('category', 'Category', { hint: 'For example: tone, safety, offices.' });

  return (
    <Form onSubmit={submit} busy={isSubmitting} legend={legend} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...name.field}>
          <Input autoComplete="off" {...name.control} />
        </FormField>
        <FormField {...category.field} markOptional>
          <Input autoComplete="off" {...category.control} />
        </FormField>
      </div>
      <FormField {...text.field}>
        <Textarea rows={5} {...text.control} />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <SubmitButton pending={isSubmitting} icon={submitIcon}>
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
