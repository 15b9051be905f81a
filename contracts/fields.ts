import * as z from 'zod';
import { ZIP_CODE_FORMAT, ZIP_CODE_PATTERN, ZIP_CODE_REQUIRED } from './zip-code';

/** Shared field rules, so the API and the forms reject the same input with the same words. */

/** Trimmed required text; the message names the field as the user sees it. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter a valid email address'));

export const zipField = z
  .string({ error: ZIP_CODE_REQUIRED })
  .trim()
  .regex(ZIP_CODE_PATTERN, ZIP_CODE_FORMAT);

export const phoneField = (label = 'Phone') =>
  z
    .string()
    .trim()
    .max(30, `${label} must be at most 30 characters`)
    .regex(/^[0-9+()\-.\s]*$/, `${label} may contain only digits, spaces and + ( ) - .`);

export const urlField = (label: string) =>
  z
    .string()
    .trim()
    .max(300, `${label} must be at most 300 characters`)
    .refine((value) => value === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value), {
      message: `${label} must be a web address starting with http:// or https://`,
    });
