import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE } from '../knowledge-base';
import { loadPatientPhrasings } from './patient-phrasings';
import { loadEverydayDentalQuestions, loadOffTopicQuestions } from './scope-examples';

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

describe('the scope examples', () => {
  const everyday = loadEverydayDentalQuestions();
  const offTopic = loadOffTopicQuestions();

  it('key the everyday dental questions by knowledge-base entry ids, every entry with some', () => {
    const ids = KNOWLEDGE_BASE.map((entry) => entry.id);
    expect(Object.keys(everyday).filter((id) => !ids.includes(id))).toEqual([]);
    expect(ids.filter((id) => (everyday[id]?.length ?? 0) < 5)).toEqual([]);
  });

  it('repeat no example patient question, and no question is on both sides', () => {
    const phrasings = new Set(Object.values(loadPatientPhrasings()).flat().map(normalise));
    const dental = Object.values(everyday).flat().map(normalise);
    expect(dental.filter((question) => phrasings.has(question))).toEqual([]);
    const dentalSet = new Set([...phrasings, ...dental]);
    expect(offTopic.map(normalise).filter((question) => dentalSet.has(question))).toEqual([]);
  });

  it('hold no off-topic question about teeth, gums or the mouth', () => {
    const dentalWords = /\b(?:tooth|teeth|dentist|dental|gums|mouth|lips?|tongue)\b/i;
    expect(offTopic.filter((question) => dentalWords.test(question))).toEqual([]);
  });
});
