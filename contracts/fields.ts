import * as z from './zod';
import { ZIP_CODE_FORMAT, ZIP_CODE_PATTERN, ZIP_CODE_REQUIRED } from './zip-code';

/** Shared field rules, so the API and the forms reject the same input with the same words. */

/**
 * A whole number sent as query text (`?limit=20`), within `min`..`max`, `fallback` when absent;
 * the messages name the parameter.
 */
export const wholeNumberParam = (label: string, min: number, max: number, fallback: number) =>
  z._default(
    z.coerce
      .number({ error: `${label} must be a number` })
      .check(
        z.int(`${label} must be a whole number`),
        z.minimum(min, `${label} must be at least ${min}`),
        z.maximum(max, `${label} must be at most ${max}`),
      ),
    fallback,
  );

/** Trimmed required text; the message names the field as the user sees it. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );

/** Trimmed text, at most `max` characters, or nothing: an empty value becomes undefined. */
export const optionalText = (label: string, max: number) =>
  emptyAsUndefined(
    z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`)),
  );

/** Makes a text schema optional, with an empty (or absent) value parsed as undefined. */
export const emptyAsUndefined = (text: z.ZodMiniType<string, string>) =>
  z.pipe(
    z.optional(text),
    z.transform((value: string | undefined) => (value ? value : undefined)),
  );

export const emailField = z.pipe(
  z
    .string({ error: 'Email is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Email is required'),
      z.maxLength(254, 'Email must be at most 254 characters'),
    ),
  z.email('Enter a valid email address'),
);

export const zipField = z
  .string({ error: ZIP_CODE_REQUIRED })
  .check(z.trim(), z.regex(ZIP_CODE_PATTERN, ZIP_CODE_FORMAT));

export const phoneField = (label = 'Phone') =>
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(30, `${label} must be at most 30 characters`),
      z.regex(/^[0-9+()\-.\s]*$/, `${label} may contain only digits, spaces and + ( ) - .`),
    );

export const urlField = (label: string) =>
  z.string().check(
    z.trim(),
    z.maxLength(300, `${label} must be at most 300 characters`),
    z.refine((value) => value === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value), {
      message: `${label} must be a web address starting with http:// or https://`,
    }),
  );
