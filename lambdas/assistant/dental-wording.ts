import { KNOWLEDGE_BASE } from './knowledge-base';
import {
  type ExampleTerms,
  loadExampleTerms,
  termsOfExamples,
  storedWordingBySide,
  storedWordingOdds,
  type WordingBySide,
  type WordingOdds,
} from './knowledge/example-terms';
import { seededRandom, shuffleInPlace } from '../core/random';
import { countWording, cueWords, textTerms, withCueWords, wordingOf } from './retrieval';

/**
 * How much a question is worded like the questions patients ask about their teeth rather than
 * like the questions people ask about everything else: a naive Bayes log-likelihood ratio over
 * the question's words and pairs of neighbouring words, learned from the topics' titles, example
 * patient questions and everyday dental questions on one side and off-topic questions on the
 * other (see `knowledge/scope-examples.ts`).
 *
 * Above 0 the wording leans dental. A word with two senses counts as much as each side uses it:
 * "crown" leans dental, "crown molding" and "a paper crown for a party" do not, because the
 * off-topic questions use those words and pairs too. Words neither side uses say nothing.
 */
export function dentalWordingScore(question: string): number {
  const { features, dental, other } = getModel();
  let score = 0;
  for (const feature of wordingOf(textTerms(question))) {
    const at = features.get(feature);
    if (at === undefined) continue;
    const inDental = dental.counts[at] ?? 0;
    const inOther = other.counts[at] ?? 0;
    score +=
      Math.log((inDental + SMOOTHING) / dental.denominator) -
      Math.log((inOther + SMOOTHING) / other.denominator);
  }
  return score;
}

/** Additive smoothing of the counts: a word one side never uses is not impossible there. */
const SMOOTHING = 0.1;

/**
 * How the example questions most like this one lean: each of the few nearest counts its likeness
 * (the cosine of the two questions' terms, each term weighted by how rare it is among the
 * examples), for the question when it is a patient's, against it when it is off-topic. From
 * about -5 to 5; 0 when no example shares a word with it.
 *
 * Naive Bayes weighs each word on its own; the nearest examples see which words a question uses
 * together. "How much water should i drink a day" and "is it covered on the nhs" use words
 * patients use too, but as a whole each is close to questions of its own side.
 */
export function nearestExamplesLean(question: string): number {
  const { ids, starts, examples, weights, norms, dental, shared } = getModel().neighbours;
  // A term no example uses, or every example uses, weighs nothing.
  const terms = [...new Set(textTerms(question))].flatMap((term) => {
    const id = ids.get(term);
    return id !== undefined && weights[id]! > 0 ? [id] : [];
  });
  const touched: number[] = [];
  let questionNorm = 0;
  for (const id of terms) {
    const termWeight = weights[id]!;
    questionNorm += termWeight;
    for (let at = starts[id]!; at < starts[id + 1]!; at += 1) {
      const example = examples[at]!;
      if (shared[example] === 0) touched.push(example);
      shared[example] = (shared[example] ?? 0) + termWeight;
    }
  }
  if (terms.length === 0) return 0;
  const length = Math.sqrt(questionNorm);
  let nearest: Array<{ example: number; cosine: number }> = [];
  for (const example of touched) {
    const cosine = (shared[example] ?? 0) / ((norms[example] ?? 1) * length);
    shared[example] = 0;
    if (nearest.length < NEAREST || cosine > (nearest.at(-1)?.cosine ?? 0))
      nearest = [...nearest, { example, cosine }]
        .sort((a, b) => b.cosine - a.cosine)
        .slice(0, NEAREST);
  }
  return nearest.reduce(
    (sum, { example, cosine }) => sum + (dental[example] ? cosine : -cosine),
    0,
  );
}

/**
 * How a question's wording leans, learned the other way round from `dentalWordingScore`: the
 * log-odds of a logistic regression over the same words and pairs of words, and the question's
 * cue words ("do you", "how much", "before": see `cueWords` in retrieval.ts), trained on the
 * same examples. Naive Bayes counts each word on its own, so words that come together ("parking",
 * "car park", "park") count several times over; the regression weighs them together, and gives
 * most weight to the words that tell the two sides apart rather than to those one side uses
 * often. Above 0 the wording leans dental; on the examples, from about -20 to 25. The terms
 * `counts` turns down are left out when a question is weighed (the regression is trained with
 * them), and the terms left are paired.
 */
export function wordingOdds(
  question: string,
  counts: (term: string) => boolean = () => true,
): number {
  const { weights, bias } = getModel().odds;
  let odds = bias;
  for (const feature of wordingOf([...textTerms(question).filter(counts), ...cueWords(question)]))
    odds += weights.get(feature) ?? 0;
  return odds;
}

/**
 * Trains the regression: stochastic gradient descent with per-feature step sizes (AdaGrad), a
 * light L2 penalty, both sides weighed equally however many examples each has, and the examples
 * visited in an order that is shuffled the same way on every run, so that the weights are too.
 */
export function trainWordingOdds(
  dentalExamples: ReadonlyArray<readonly string[]>,
  offTopicExamples: ReadonlyArray<readonly string[]>,
): WordingOdds {
  const uses = new Map<string, number>();
  for (const terms of [...dentalExamples, ...offTopicExamples])
    for (const feature of wordingOf(terms)) uses.set(feature, (uses.get(feature) ?? 0) + 1);
  const index = new Map<string, number>();
  for (const [feature, count] of uses) if (count >= ODDS_MIN_USES) index.set(feature, index.size);
  const featuresOf = (terms: readonly string[]) =>
    Int32Array.from(wordingOf(terms).flatMap((feature) => index.get(feature) ?? []));
  const examples = [
    ...dentalExamples.map((terms) => ({ features: featuresOf(terms), dental: 1 })),
    ...offTopicExamples.map((terms) => ({ features: featuresOf(terms), dental: 0 })),
  ];
  const sideWeight = [
    examples.length / (2 * Math.max(offTopicExamples.length, 1)),
    examples.length / (2 * Math.max(dentalExamples.length, 1)),
  ];
  const weights = new Float64Array(index.size);
  const squaredGradients = new Float64Array(index.size);
  let bias = 0;
  let biasSquaredGradients = 0;
  const random = seededRandom(ODDS_SEED);
  for (let epoch = 0; epoch < ODDS_EPOCHS; epoch += 1) {
    shuffleInPlace(examples, random);
    for (const { features, dental } of examples) {
      let odds = bias;
      for (const feature of features) odds += weights[feature]!;
      const gradient = (1 / (1 + Math.exp(-odds)) - dental) * sideWeight[dental]!;
      for (const feature of features) {
        const step = gradient + ODDS_L2 * weights[feature]!;
        squaredGradients[feature]! += step * step;
        weights[feature]! -= (ODDS_RATE * step) / Math.sqrt(squaredGradients[feature]! + 1e-8);
      }
      biasSquaredGradients += gradient * gradient;
      bias -= (ODDS_RATE * gradient) / Math.sqrt(biasSquaredGradients + 1e-8);
    }
  }
  // Rounded, which keeps the file bundling writes small, and dropped when they round to 0.
  const round = (weight: number) => Math.round(weight * 10_000) / 10_000;
  const byFeature = new Map<string, number>();
  for (const [feature, id] of index) {
    const weight = round(weights[id]!);
    if (weight !== 0) byFeature.set(feature, weight);
  }
  return { weights: byFeature, bias: round(bias) };
}
const ODDS_EPOCHS = 10;
const ODDS_RATE = 0.5;
const ODDS_MIN_USES = 2;
const ODDS_L2 = 3e-4;
const ODDS_SEED = 20_261_126;

/** How many of the examples most like a question have a say. */
const NEAREST = 5;

interface Neighbours {
  /** Each term's number. */
  ids: Map<string, number>;
  /**
   * The examples that use each term, by number: those of term t are `examples[starts[t]]` up to
   * `examples[starts[t + 1]]`, in the examples' order.
   */
  starts: Int32Array;
  examples: Int32Array;
  /** Each term's weight in the cosine: the square of its inverse example frequency. */
  weights: Float64Array;
  /** Each example's length under those weights. */
  norms: Float64Array;
  /** Whether each example is a patient's question (1) or an off-topic one (0). */
  dental: Uint8Array;
  /** Scratch space: the weight each example shares with the question being weighed. */
  shared: Float64Array;
}

/**
 * The examples' terms as lists of numbers, each term once per example, and for each term the
 * examples that use it: some 60,000 examples, indexed on a cold start, in flat arrays rather than
 * a set and a list each.
 */
function indexNeighbours(
  dentalExamples: ReadonlyArray<readonly string[]>,
  offTopicExamples: ReadonlyArray<readonly string[]>,
): Neighbours {
  const all = [...dentalExamples, ...offTopicExamples];
  const ids = new Map<string, number>();
  const lastUsedBy: number[] = [];
  const used: number[] = [];
  const ends = new Int32Array(all.length);
  all.forEach((terms, example) => {
    for (const term of terms) {
      let id = ids.get(term);
      if (id === undefined) {
        id = ids.size;
        ids.set(term, id);
        lastUsedBy.push(-1);
      }
      if (lastUsedBy[id] === example) continue;
      lastUsedBy[id] = example;
      used.push(id);
    }
    ends[example] = used.length;
  });
  const starts = new Int32Array(ids.size + 1);
  for (const id of used) starts[id + 1]! += 1;
  for (let id = 0; id < ids.size; id += 1) starts[id + 1]! += starts[id]!;
  const weights = new Float64Array(ids.size);
  for (let id = 0; id < ids.size; id += 1)
    weights[id] = Math.log(all.length / (starts[id + 1]! - starts[id]!)) ** 2;
  const next = starts.slice(0, ids.size);
  const examples = new Int32Array(used.length);
  const norms = new Float64Array(all.length);
  let from = 0;
  ends.forEach((end, example) => {
    let sum = 0;
    for (let at = from; at < end; at += 1) {
      const id = used[at]!;
      examples[next[id]!++] = example;
      sum += weights[id]!;
    }
    norms[example] = Math.sqrt(sum || 1);
    from = end;
  });
  const dental = new Uint8Array(all.length).fill(1, 0, dentalExamples.length);
  return { ids, starts, examples, weights, norms, dental, shared: new Float64Array(all.length) };
}

interface Side {
  /** How many of the side's examples use each feature, by its place in `features`. */
  counts: ArrayLike<number>;
  /** The side's total count plus the smoothing of every feature either side uses. */
  denominator: number;
}

interface Model {
  /** The place of each feature either side uses. */
  features: Map<string, number>;
  dental: Side;
  other: Side;
  neighbours: Neighbours;
  odds: WordingOdds;
}

let model: Model | undefined;

// Built on first use, like the retrieval index it shares the example questions' terms with.
function getModel(): Model {
  if (model) return model;
  const { dentalExamples, offTopicExamples } = wordingExamples(loadExampleTerms(textTerms));
  const { features, dental, other } =
    storedWordingBySide(textTerms) ?? countBySide(dentalExamples, offTopicExamples);
  const vocabulary = features.length;
  const side = (counts: ArrayLike<number>): Side => {
    let total = 0;
    for (let i = 0; i < counts.length; i += 1) total += counts[i]!;
    return { counts, denominator: total + SMOOTHING * vocabulary };
  };
  model = {
    features: new Map(features.map((feature, at) => [feature, at])),
    dental: side(dental),
    other: side(other),
    neighbours: indexNeighbours(dentalExamples, offTopicExamples),
    odds: storedWordingOdds(textTerms) ?? wordingOddsOf(loadExampleTerms(textTerms)),
  };
  return model;
}

/** The wording counts of the example questions' terms, as bundling writes them. */
export function wordingBySideOf(terms: ExampleTerms): WordingBySide {
  const { dentalExamples, offTopicExamples } = wordingExamples(terms);
  return countBySide(dentalExamples, offTopicExamples);
}

function countBySide(
  dentalExamples: ReadonlyArray<readonly string[]>,
  offTopicExamples: ReadonlyArray<readonly string[]>,
): WordingBySide {
  const dental = countWording(dentalExamples).counts;
  const other = countWording(offTopicExamples).counts;
  const features = [...dental.keys()];
  for (const feature of other.keys()) if (!dental.has(feature)) features.push(feature);
  return {
    features,
    dental: features.map((feature) => dental.get(feature) ?? 0),
    other: features.map((feature) => other.get(feature) ?? 0),
  };
}

/**
 * The wording odds learned from the example questions' terms and cue words (see `cueWords` in
 * retrieval.ts), as bundling writes them.
 */
export function wordingOddsOf(
  terms: ExampleTerms,
  cues: ExampleTerms = termsOfExamples(cueWords),
): WordingOdds {
  const examples = wordingExamples(terms);
  const cuesOf = wordingExamples(cues, cueWords);
  return trainWordingOdds(
    withCueWords(examples.dentalExamples, cuesOf.dentalExamples),
    withCueWords(examples.offTopicExamples, cuesOf.offTopicExamples),
  );
}

/**
 * The two sides of the wording: the topics' titles and patients' questions, and the rest; the
 * titles read by `of`.
 */
function wordingExamples({ phrasings, everyday, offTopic }: ExampleTerms, of = textTerms) {
  const dentalExamples = KNOWLEDGE_BASE.flatMap((entry) => [
    of(entry.title),
    ...(phrasings[entry.id] ?? []),
    ...(everyday[entry.id] ?? []),
  ]);
  return { dentalExamples, offTopicExamples: offTopic };
}
