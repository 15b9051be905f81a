/** Visitor input reaches emails in two places: headers and HTML. Both go through here. */

/** CR/LF in anything that reaches a header would let input add headers. */
export const headerSafe = (value: string): string => value.replace(/[\r\n]+/g, ' ').trim();

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
