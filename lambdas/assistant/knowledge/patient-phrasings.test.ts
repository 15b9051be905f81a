import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE } from '../knowledge-base';
import { loadPatientPhrasings } from './patient-phrasings';

/** Case and spacing do not make two phrasings different. */
const normalise = (phrasing: string) => phrasing.toLowerCase().replace(/\s+/g, ' ').trim();

describe('patient phrasings', () => {
  const phrasings = loadPatientPhrasings();
  const entryIds = KNOWLEDGE_BASE.map((entry) => entry.id);

  it('are keyed only by knowledge-base entry ids', () => {
    expect(Object.keys(phrasings).filter((id) => !entryIds.includes(id))).toEqual([]);
  });

  it('give every entry at least seven questions', () => {
    expect(entryIds.filter((id) => (phrasings[id]?.length ?? 0) < 7)).toEqual([]);
  });

  it('are questions of 3 to 30 words, as long as a message with its background', () => {
    const misfits = Object.values(phrasings)
      .flat()
      .filter((phrasing) => {
        const words = phrasing.trim().split(/\s+/).length;
        return words < 3 || words > 30;
      });
    expect(misfits).toEqual([]);
  });

  it('never repeat one another, within a topic or across topics', () => {
    const seen = new Set<string>();
    const repeated: string[] = [];
    for (const phrasing of Object.values(phrasings).flat().map(normalise)) {
      if (seen.has(phrasing)) repeated.push(phrasing);
      seen.add(phrasing);
    }
    expect(repeated).toEqual([]);
  });
});
