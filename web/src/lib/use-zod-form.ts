import { useEffect, useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form form checked by a zod schema (the `contracts/` schemas the server applies):
 * values are typed as the schema's input while typed, and as its output once submitted.
 *
 * A refused submit moves focus to the first refused field once the check has finished. The form's
 * fields are disabled while it is being checked and sent (see `Form`), and a disabled field cannot
 * take focus, so react-hook-form's own focusing (during the check) is replaced by this.
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    ...options,
    shouldFocusError: false,
    resolver: zodResolver(schema),
  });
  const focusErrors = options.shouldFocusError ?? true;
  const { submitCount, isSubmitting, errors } = form.formState;
  const { setFocus } = form;
  // Once per submit, not on every change of the errors while the user types.
  const focusedFor = useRef(0);
  useEffect(() => {
    if (!focusErrors || isSubmitting || submitCount === focusedFor.current) return;
    focusedFor.current = submitCount;
    const first = Object.keys(errors)[0];
    if (first) setFocus(first as Path<z.input<Schema>>);
  }, [focusErrors, isSubmitting, submitCount, errors, setFocus]);
  return form;
}
