import { SITE_NAME } from '../../contracts/brand';
import { escapeHtml } from './escape';

/**
 * The one look of every product email, and the pieces its templates are written with. A
 * template passes visitor input through `escapeHtml` (or `htmlText`, `htmlRows`, `htmlQuote`,
 * which escape for it) before it reaches HTML; headings and labels are the template's own words.
 */

/** A label and what the visitor gave for it; an empty value shows as "Not provided". */
export interface DetailRow {
  label: string;
  value: string | undefined;
}

export const NOT_PROVIDED = 'Not provided';

const presentRows = (rows: DetailRow[]): Array<{ label: string; value: string }> =>
  rows.map(({ label, value }) => ({ label, value: value?.trim() ? value : NOT_PROVIDED }));

/** `Label: value` lines for the plain-text part. */
export function textRows(rows: DetailRow[]): string {
  return presentRows(rows)
    .map(({ label, value }) => `${label}: ${value}`)
    .join('\n');
}

/** Multi-line visitor text: escaped first, then its line breaks kept. */
export const htmlText = (value: string): string => escapeHtml(value).replace(/\r?\n/g, '<br>');

export const paragraph = (html: string): string => `<p style="margin:0 0 12px">${html}</p>`;

/** The detail rows as a two-column table. */
export function htmlRows(rows: DetailRow[]): string {
  const cells = presentRows(rows)
    .map(
      ({ label, value }) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#64748b;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td>` +
        `<td style="padding:6px 0;color:#0f172a">${htmlText(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:15px;margin:8px 0 16px">${cells}</table>`;
}

/** A visitor's message, set apart under its label. */
export function htmlQuote(label: string, value: string): string {
  return (
    `<p style="margin:16px 0 6px;color:#64748b;font-size:14px">${escapeHtml(label)}</p>` +
    `<div style="border-left:3px solid #0d9488;background:#f0fdfa;padding:12px 16px;color:#0f172a;font-size:15px;line-height:1.5">${htmlText(value)}</div>`
  );
}

export interface HtmlEmail {
  /** Shown above the body (and as the document title); none for a short note. */
  heading?: string;
  /** The template's HTML, already escaped. */
  body: string;
  /** Small print under the body, already escaped. */
  footer?: string;
}

/** A plain, single-column layout under the product name; it renders the same in every client. */
export function htmlLayout({ heading, body, footer }: HtmlEmail): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(heading ?? SITE_NAME)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 12px"><tr><td align="center">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;border:1px solid #e2e8f0">',
    `<tr><td style="background:#0d9488;border-radius:12px 12px 0 0;padding:16px 24px;color:#ffffff;font-size:18px;font-weight:bold">${escapeHtml(SITE_NAME)}</td></tr>`,
    `<tr><td style="padding:24px;color:#0f172a;font-size:15px;line-height:1.5">`,
    heading
      ? `<h1 style="margin:0 0 16px;font-size:20px;color:#0f172a">${escapeHtml(heading)}</h1>`
      : '',
    body,
    '</td></tr>',
    footer
      ? `<tr><td style="padding:16px 24px;border-top:1px solid #e2e8f0;color:#64748b;font-size:12px;line-height:1.5">${footer}</td></tr>`
      : '',
    '</table></td></tr></table></body></html>',
  ].join('');
}
