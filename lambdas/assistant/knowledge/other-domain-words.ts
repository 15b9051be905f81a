import { readFileSync } from 'node:fs';

/**
 * Words that name another domain outright (see `OTHER_DOMAIN_WORDS` in scope.ts), read from
 * beside this module: the chat functions ship the file next to their bundle, which keeps the
 * list out of their code.
 */
export function loadOtherDomainWords(): string[] {
  return JSON.parse(
    readFileSync(new URL('other-domain-words.json', import.meta.url), 'utf8'),
  ) as string[];
}
