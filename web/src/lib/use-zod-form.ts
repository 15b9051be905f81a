import { useEffect, useRef, useState } from 'react';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type * as z from '@contracts/zod';
import { NETWORK_ERROR_MESSAGE } from './api-error';
import { toast } from './toast/toast-store';
import { whenIdle } from './when-idle';

type FormSchema = z.ZodMiniType<FieldValues, FieldValues>;

/**
 * The schema itself, or a function that loads it: a page that passes a loader is usable before
 * any validation code arrives, which then loads with the form's first check.
 */
export type SchemaSource<Schema extends FormSchema> = Schema | (() => Promise<Schema>);

/**
 * A resolver that loads the zod resolver (and the schema, when given a loader) on its first
 * check. If that code cannot be fetched, the check says so in a toast and refuses the submit;
 * the next check tries again.
 */
export function lazyZodResolver<Schema extends FormSchema>(
  source: SchemaSource<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> & { preload: () => void } {
  let loading: Promise<Resolver<z.input<Schema>, unknown, z.output<Schema>>> | null = null;
  const load = () => {
    loading ??= Promise.all([
      import('@hookform/resolvers/zod'),
      typeof source === 'function' ? source() : source,
    ]).then(([{ zodResolver }, schema]) => zodResolver(schema));
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  const resolver: Resolver<z.input<Schema>, unknown, z.output<Schema>> = async (
    values,
    context,
    options,
  ) => {
    let resolve: Resolver<z.input<Schema>, unknown, z.output<Schema>>;
    try {
      resolve = await load();
    } catch {
      toast({ title: NETWORK_ERROR_MESSAGE, variant: 'destructive' });
      // `root` is every form's error slot; TypeScript cannot see it through the generic values.
      const errors = {
        root: { type: 'network', message: NETWORK_ERROR_MESSAGE },
      } as FieldErrors<z.input<Schema>>;
      return { values: {}, errors };
    }
    return resolve(values, context, options);
  };
  // A failed early load is not reported: the first check loads again, and says so if it fails.
  const preload = () => void load().catch(() => undefined);
  return Object.assign(resolver, { preload });
}

/**
 * A react-hook-form form checked by a zod schema (the `contracts/` schemas the server applies):
 * values are typed as the schema's input while typed, and as its output once submitted.
 *
 * A refused submit moves focus to the first refused field once the check has finished. The form's
 * fields are disabled while it is being checked and sent (see `Form`), and a disabled field cannot
 * take focus, so react-hook-form's own focusing (during the check) is replaced by this.
 */
export function useZodForm<Schema extends FormSchema>(
  schema: SchemaSource<Schema>,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  // One resolver per form, so its code is fetched once.
  const [resolver] = useState(() => lazyZodResolver(schema));
  // The checking code arrives while the visitor reads and types, after the page is usable, so the
  // first submit does not wait for it.
  useEffect(() => whenIdle(resolver.preload), [resolver]);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    ...options,
    shouldFocusError: false,
    resolver,
  });
  const focusErrors = options.shouldFocusError ?? true;
  const { submitCount, isSubmitting, errors } = form.formState;
  const { setFocus } = form;
  // Once per submit, not on every change of the errors while the user types.
  const focusedFor = useRef(0);
  useEffect(() => {
    if (!focusErrors || isSubmitting || submitCount === focusedFor.current) return;
    focusedFor.current = submitCount;
    const first = Object.keys(errors).find((name) => name !== 'root');
    if (first) setFocus(first as Path<z.input<Schema>>);
  }, [focusErrors, isSubmitting, submitCount, errors, setFocus]);
  return form;
}
