import { readFileSync } from 'node:fs';

/**
 * How patients ask about each topic, in their own everyday words: example questions (slang,
 * typos, UK and US wording, parents, older people, brand names) that give retrieval the lay
 * vocabulary the answers themselves do not use. Keyed by entry id; they are never shown.
 *
 * They are data, not code: the file sits beside this module in the sources and beside the
 * bundle in a deployed function (the bundling step copies it into every function whose code
 * names it), and is read once, on first use (the retrieval index, the scope check's wording).
 */
export const PATIENT_PHRASINGS_FILE = 'patient-phrasings.json';

export type PatientPhrasings = Readonly<Record<string, readonly string[]>>;

let loaded: PatientPhrasings | undefined;

export function loadPatientPhrasings(): PatientPhrasings {
  if (loaded) return loaded;
  const data: unknown = JSON.parse(
    readFileSync(new URL(PATIENT_PHRASINGS_FILE, import.meta.url), 'utf8'),
  );
  const valid =
    typeof data === 'object' &&
    data !== null &&
    Object.values(data).every(
      (list) => Array.isArray(list) && list.every((item) => typeof item === 'string'),
    );
  if (!valid) throw new Error(`${PATIENT_PHRASINGS_FILE} is not a map of topic ids to questions`);
  loaded = data as PatientPhrasings;
  return loaded;
}
