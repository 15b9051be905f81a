/**
 * The zod every schema of the product is built with: `zod/mini`, whose schemas are plain
 * functions a bundle keeps only when used (the classic build attaches every method to every
 * schema, so none of it tree-shakes, and clones a schema for each chained check at load).
 *
 * The mini build carries no wording of its own: where a schema gives no message, zod's English
 * one ("Invalid input: expected string, received number") is what the API and the forms show,
 * so it is loaded here, once, before any schema exists.
 *
 * Import it as a namespace (`import * as z from '…/contracts/zod'`), never `zod` itself.
 */
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

z.config(en());

export * from 'zod/mini';
