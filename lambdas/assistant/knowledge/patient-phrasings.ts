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
  loaded ??= readQuestionsByTopic(PATIENT_PHRASINGS_FILE);
  return loaded;
}

/** Reads a data file beside this module that maps topic ids to lists of questions. */
export function readQuestionsByTopic(file: string): PatientPhrasings {
  const data: unknown = JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));
  const valid =
    typeof data === 'object' &&
    data !== null &&
    !Array.isArray(data) &&
    Object.values(data).every(
      (list) => Array.isArray(list) && list.every((item) => typeof item === 'string'),
    );
  if (!valid) throw new Error(`${file} is not a map of topic ids to questions`);
  return data as PatientPhrasings;
}
