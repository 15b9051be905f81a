/*
 * The rule for a US ZIP code, apart from the schemas: the directory page checks the ZIP code in
 * its address with it, without loading any validation code.
 */

export const ZIP_CODE_PATTERN = /^\d{5}$/;
export const ZIP_CODE_REQUIRED = 'ZIP code is required';
export const ZIP_CODE_FORMAT = 'ZIP code must be exactly 5 digits';

/** The trimmed ZIP code, or why it is refused: the same verdict as the `zipField` schema. */
export function checkZipCode(
  value: string,
): { ok: true; zip: string } | { ok: false; error: string } {
  const zip = value.trim();
  return ZIP_CODE_PATTERN.test(zip) ? { ok: true, zip } : { ok: false, error: ZIP_CODE_FORMAT };
}
