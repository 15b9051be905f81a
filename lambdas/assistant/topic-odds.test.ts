import { describe, expect, it } from 'vitest';
import { topicLikelihoods, trainTopicOdds, WEIGHT_STEP } from './topic-odds';

const words = (text: string) => text.split(' ');

// "cap" is used by both topics' questions; what tells them apart is the word beside it.
const EXAMPLES = [
  {
    topic: 'crowns',
    examples: [
      'cap on a front tooth',
      'cap fell off',
      'cap cost',
      'porcelain cap',
      'cap after a big filling',
    ].map(words),
  },
  {
    topic: 'root-canal',
    examples: [
      'root canal hurt',
      'root canal then a cap',
      'nerve treatment cap',
      'root canal recovery',
      'nerve treatment pain',
    ].map(words),
  },
  { topic: 'whitening', examples: ['whiter teeth', 'bleach teeth', 'whiter smile'].map(words) },
];

describe('the topic odds', () => {
  const odds = trainTopicOdds(EXAMPLES);

  it('learn which words tell a topic from the others that use them too', () => {
    const rootCanal = topicLikelihoods(odds, words('nerve treatment cap'));
    expect(rootCanal.get('root-canal')).toBeGreaterThan(0.6);
    const crown = topicLikelihoods(odds, words('porcelain cap'));
    expect(crown.get('crowns')).toBeGreaterThan(0.6);
    const sum = [...crown.values()].reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(1, 10);
  });

  it('weigh nothing for a word no two examples use, and are even for a question of none', () => {
    expect(odds.weights.has('whiter')).toBe(true);
    expect(odds.weights.has('porcelain')).toBe(false);
    expect(odds.weights.has('smile')).toBe(false);
    const nothing = topicLikelihoods(odds, words('what about the weather'));
    const shares = [...nothing.values()];
    // Only the topics' sizes (their bias) speak.
    expect(nothing.get('whitening')).toBeLessThan(nothing.get('crowns') ?? 0);
    expect(Math.max(...shares) - Math.min(...shares)).toBeLessThan(0.5);
  });

  it('keep each weight as whole steps in one byte, the same on every run', () => {
    for (const row of odds.weights.values()) {
      expect(row).toBeInstanceOf(Int8Array);
      expect(row).toHaveLength(3);
    }
    const cap = odds.weights.get('cap');
    expect(cap).toBeDefined();
    expect(Math.abs((cap?.[0] ?? 0) * WEIGHT_STEP)).toBeLessThan(127 * WEIGHT_STEP + 1e-9);
    expect(trainTopicOdds(EXAMPLES)).toEqual(odds);
  });
});
