/** Titles written before a name; they are not the person's first name. */
const HONORIFICS = new Set(['dr', 'mr', 'mrs', 'ms', 'miss', 'mx', 'prof']);

const isHonorific = (word: string): boolean =>
  HONORIFICS.has(word.toLowerCase().replace(/\.$/, ''));

/** A full name's words without the titles in front ("Dr. Elena Rivera" → Elena, Rivera). */
export function nameWords(fullName: string): string[] {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words.findIndex((word) => !isHonorific(word));
  return first === -1 ? [] : words.slice(first);
}

/**
 * The name to greet someone by: the first word of their name that is not a title, looking into
 * the last name when the first name holds only a title (accounts split before titles were
 * known). Empty when there is none.
 */
export function greetingName(firstName: string | undefined, lastName = ''): string {
  return nameWords(`${firstName ?? ''} ${lastName}`)[0] ?? '';
}
