import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { entryFrom, KNOWLEDGE_AREA_FILES, loadKnowledgeAreas, markupOf } from './areas';

describe('the knowledge areas', () => {
  it('write blocks as the assistant markup: paragraphs and bullet lists a blank line apart', () => {
    expect(markupOf(['First.', ['one', 'two'], 'Last.'])).toBe('First.\n\n- one\n- two\n\nLast.');
  });

  it('load every topic of every area, in order, with unique ids', () => {
    const entries = loadKnowledgeAreas();
    const perFile = KNOWLEDGE_AREA_FILES.map(
      (file) =>
        (JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as { entries: unknown[] })
          .entries.length,
    );
    expect(entries).toHaveLength(perFile.reduce((sum, count) => sum + count, 0));
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    expect(entries[0]?.id).toBe('brushing-technique');
    for (const entry of entries) {
      expect(entry.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(entry.keywords.length).toBeGreaterThan(0);
      // Markup only: no HTML, no empty paragraph.
      expect(entry.answer).not.toMatch(/<[a-z]/i);
      expect(entry.answer).not.toMatch(/\n\n\n/);
    }
  });

  it('refuse a malformed topic, naming its file and id', () => {
    const topic = {
      id: 'dry-socket',
      title: 'Dry socket',
      keywords: ['dry socket'],
      answer: ['A paragraph.'],
      whenToSeeDentist: ['Call your dentist.'],
    };
    expect(entryFrom(topic, 'treatments.json').answer).toBe('A paragraph.');
    for (const broken of [
      { ...topic, answer: [] },
      { ...topic, answer: 'not a list of blocks' },
      { ...topic, whenToSeeDentist: [['a bullet', 3]] },
      { ...topic, keywords: 'dry socket' },
      { ...topic, title: undefined },
    ]) {
      expect(() => entryFrom(broken, 'treatments.json')).toThrow(
        'treatments.json: topic dry-socket is not a well-formed knowledge entry',
      );
    }
  });

  it('describe each area', () => {
    for (const file of KNOWLEDGE_AREA_FILES) {
      const data = JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as {
        about?: unknown;
      };
      expect(typeof data.about, file).toBe('string');
    }
  });
});
