import { formatCount, QUESTION_MAX_CHARS } from '@contracts/assistant-limits';

/** The AI assistant page's texts; those the specification fixes are word for word. */
export const assistantText = {
  title: 'AI Dental Assistant',
  heroBadge: 'AI Dental Assistant',
  heroHeading: 'Your dental questions, answered',
  heroIntro:
    'Ask about tooth pain, gum health, whitening, cleanings and more, and get clear, practical guidance in seconds.',
  textTab: 'Text Chat',
  voiceTab: 'Voice Chat',
  questionLabel: 'Your dental question',
  questionPlaceholder: 'For example: Why do my gums bleed when I brush?',
  askButton: 'Ask AI',
  asking: 'Asking…',
  suggestionsHeading: 'Popular questions',
  /** Announced to screen readers; the page shows the progress itself. */
  answerComing: 'Your answer is on its way.',
  answerReady: 'Answer ready.',
  failureToast: 'Failed to get AI response. Please try again.',
  rateLimited: (seconds: number) =>
    `You're asking questions quickly — please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`,
  characterCount: (count: number) => `${count}/${formatCount(QUESTION_MAX_CHARS)}`,
  voiceLoading: 'Loading voice chat',
  characterLimit: `Up to ${formatCount(QUESTION_MAX_CHARS)} characters.`,
  characterCountSpoken: (count: number) =>
    `${formatCount(count)} of ${formatCount(QUESTION_MAX_CHARS)} characters used`,
} as const;

/** The five suggested questions (tooth sensitivity, cleaning frequency, whitening safety, gum disease signs, chipped tooth). */
export const suggestedQuestions = [
  'Why are my teeth sensitive to hot and cold?',
  'How often should I get my teeth cleaned?',
  'Is teeth whitening safe?',
  'What are the signs of gum disease?',
  'What should I do if I chipped a tooth?',
] as const;
