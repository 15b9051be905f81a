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

/** 'Dr. Ana Ruiz' → first 'Ana', last 'Ruiz': the contact name's first word after any title. */
export function splitContactName(contactName: string): { firstName: string; lastName: string } {
  // A title in front ("Dr. Elena Rivera") is not the first name; a name that is only a title
  // is kept as written.
  const words = nameWords(contactName);
  if (words.length === 0) return { firstName: contactName.trim(), lastName: '' };
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}
