import { readFileSync } from 'node:fs';
import { type PatientPhrasings, readQuestionsByTopic } from './patient-phrasings';

/**
 * The examples the scope check weighs a question's wording against (see `dental-wording.ts`).
 * They are never shown, and they are data, not code, like the example patient questions: each
 * file sits beside this module in the sources and beside the bundle in a deployed function.
 *
 * - Everyday dental questions: patients' questions set in everyday life (a cap that came off
 *   at the cinema, a socket that throbs before a flight, bleeding gums before work), keyed by
 *   the topic they belong to, so that everyday words around a dental one do not make a question
 *   look off-topic.
 * - Off-topic questions: what visitors might type into the chat box that is not about teeth,
 *   gums, the mouth or dental care (the rest of the body and general health, the home, cars,
 *   pets, food, celebrations, money, work, travel, technology, general knowledge), many with a
 *   word of dental sense in its everyday one ("crown molding", "pie filling", "a lawyer's
 *   retainer", "plaque in the arteries").
 */
export const EVERYDAY_DENTAL_QUESTIONS_FILE = 'everyday-dental-questions.json';
export const OFF_TOPIC_QUESTIONS_FILE = 'off-topic-questions.json';

export function loadEverydayDentalQuestions(): PatientPhrasings {
  return readQuestionsByTopic(EVERYDAY_DENTAL_QUESTIONS_FILE);
}

export function loadOffTopicQuestions(): readonly string[] {
  const data: unknown = JSON.parse(
    readFileSync(new URL(OFF_TOPIC_QUESTIONS_FILE, import.meta.url), 'utf8'),
  );
  if (!Array.isArray(data) || !data.every((item) => typeof item === 'string'))
    throw new Error(`${OFF_TOPIC_QUESTIONS_FILE} is not a list of questions`);
  return data as string[];
}
