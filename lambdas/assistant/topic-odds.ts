import { seededRandom, shuffleInPlace } from '../core/random';

/**
 * A softmax regression over the topics, on the words of a question (its terms and its cue words,
 * see `cueWords` in retrieval.ts): how likely each topic is,
 * learned from the topics' titles, keywords and example questions, with the off-topic examples as
 * one more class (see `topicOddsOf` in retrieval.ts). Naive Bayes over the same examples
 * (`wordingShares` in retrieval.ts) counts how often each topic's questions use a word; this
 * model learns which words tell one topic from the others that also use them, and from
 * everything else.
 *
 * Each weight is kept as a whole number of `WEIGHT_STEP`s in one byte: bundling writes them
 * beside the chat functions (see knowledge/example-terms.ts), and running from the sources
 * trains them on first use.
 */
export interface TopicOdds {
  /** The topics' ids, in the order of each term's weights. */
  topics: readonly string[];
  /** Each topic's bias. */
  bias: readonly number[];
  /** Each term's weights, one per topic, in `WEIGHT_STEP`s. */
  weights: ReadonlyMap<string, Int8Array>;
}

/** A topic's training examples, each given as its terms, and how much each counts (default 1). */
export interface TopicExamples {
  topic: string;
  examples: ReadonlyArray<readonly string[]>;
  weight?: number;
}

/** The size of one step of a stored weight. Weights beyond ±127 steps are cut there. */
export const WEIGHT_STEP = 0.05;
/** Passes over the examples, at this rate (AdaGrad) and L2 penalty. */
const EPOCHS = 5;
const RATE = 0.5;
const L2 = 3e-4;
/** Only terms this many examples use have weights: a term one question uses is its detail. */
const MIN_USES = 2;
const SEED = 78_231_126;

export function trainTopicOdds(byTopic: readonly TopicExamples[]): TopicOdds {
  const topics = byTopic.map(({ topic }) => topic);
  const count = topics.length;
  const uses = new Map<string, number>();
  for (const { examples } of byTopic)
    for (const terms of examples)
      for (const term of new Set(terms)) uses.set(term, (uses.get(term) ?? 0) + 1);
  const column = new Map<string, number>();
  for (const [term, used] of uses) if (used >= MIN_USES) column.set(term, column.size);
  const examples = byTopic.flatMap(({ examples: list, weight = 1 }, topic) =>
    list.map((terms) => ({
      rows: Int32Array.from([...new Set(terms)].flatMap((term) => column.get(term) ?? [])),
      topic,
      weight,
    })),
  );
  const weights = new Float64Array(column.size * count);
  const squaredGradients = new Float64Array(column.size * count);
  const bias = new Float64Array(count);
  const biasSquaredGradients = new Float64Array(count);
  const scores = new Float64Array(count);
  const random = seededRandom(SEED);
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    shuffleInPlace(examples, random);
    for (const { rows, topic, weight } of examples) {
      softmax(scores, bias, (t) => {
        let sum = 0;
        for (const row of rows) sum += weights[row * count + t]!;
        return sum;
      });
      for (let t = 0; t < count; t += 1) {
        const gradient = (scores[t]! - (t === topic ? 1 : 0)) * weight;
        for (const row of rows) {
          const at = row * count + t;
          const step = gradient + L2 * weights[at]!;
          squaredGradients[at]! += step * step;
          weights[at]! -= (RATE * step) / Math.sqrt(squaredGradients[at]! + 1e-8);
        }
        biasSquaredGradients[t]! += gradient * gradient;
        bias[t]! -= (RATE * gradient) / Math.sqrt(biasSquaredGradients[t]! + 1e-8);
      }
    }
  }
  const stepped = new Map<string, Int8Array>();
  for (const [term, row] of column) {
    const steps = Int8Array.from(weights.subarray(row * count, (row + 1) * count), (weight) =>
      Math.max(-127, Math.min(127, Math.round(weight / WEIGHT_STEP))),
    );
    if (steps.some((step) => step !== 0)) stepped.set(term, steps);
  }
  return {
    topics,
    bias: [...bias].map((value) => Math.round(value * 1e4) / 1e4),
    weights: stepped,
  };
}

/** Fills `into` with the softmax of each topic's bias plus its score. */
function softmax(into: Float64Array, bias: ArrayLike<number>, score: (topic: number) => number) {
  let max = -Infinity;
  for (let t = 0; t < into.length; t += 1) {
    into[t] = bias[t]! + score(t);
    if (into[t]! > max) max = into[t]!;
  }
  let sum = 0;
  for (let t = 0; t < into.length; t += 1) {
    into[t] = Math.exp(into[t]! - max);
    sum += into[t]!;
  }
  for (let t = 0; t < into.length; t += 1) into[t]! /= sum;
}

/** How likely each topic is for a question given as its terms, by topic id (summing to 1). */
export function topicLikelihoods(odds: TopicOdds, terms: readonly string[]): Map<string, number> {
  const rows = [...new Set(terms)].flatMap((term) => odds.weights.get(term) ?? []);
  const shares = new Float64Array(odds.topics.length);
  softmax(shares, odds.bias, (t) => {
    let steps = 0;
    for (const row of rows) steps += row[t]!;
    return steps * WEIGHT_STEP;
  });
  return new Map(odds.topics.map((topic, t) => [topic, shares[t]!]));
}
