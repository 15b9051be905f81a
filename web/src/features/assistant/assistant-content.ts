import { QUESTION_MAX_CHARS } from '@contracts/assistant-limits';

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
  youAsked: 'You asked',
  responseHeading: 'AI Response',
  thinking: 'Looking through our dental guidance…',
  writing: 'Writing the answer…',
  /** Announced to screen readers; the page shows the progress itself. */
  answerComing: 'Your answer is on its way.',
  answerReady: 'Answer ready.',
  disclaimerTitle: 'Disclaimer',
  askAnother: 'Ask Another Question',
  findMoreOffices: 'Find More Offices',
  failureToast: 'Failed to get AI response. Please try again.',
  rateLimited: (seconds: number) =>
    `You're asking questions quickly — please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`,
  characterCount: (count: number) => `${count}/${QUESTION_MAX_CHARS.toLocaleString('en-US')}`,
  voiceLoading: 'Loading voice chat',
  characterLimit: `Up to ${QUESTION_MAX_CHARS.toLocaleString('en-US')} characters.`,
  characterCountSpoken: (count: number) =>
    `${count.toLocaleString('en-US')} of ${QUESTION_MAX_CHARS.toLocaleString('en-US')} characters used`,
} as const;

/** The five suggested questions (tooth sensitivity, cleaning frequency, whitening safety, gum disease signs, chipped tooth). */
export const suggestedQuestions = [
  'Why are my teeth sensitive to hot and cold?',
  'How often should I get my teeth cleaned?',
  'Is teeth whitening safe?',
  'What are the signs of gum disease?',
  'What should I do if I chipped a tooth?',
] as const;

/** The sample 'featured office' card: static placeholder data, locked until sign-up. */
export const featuredOffice = {
  badge: 'Featured Office',
  name: 'Bright Smile Family Dentistry',
  address: '1200 Main Street, Suite 4',
  offer: '20% off first visit',
  rating: 4.9,
  reviews: 'Sample listing',
  lockedNote: 'Create a free patient account to see this office and its coupon.',
  unlock: 'Sign Up to Unlock',
} as const;

/** The Voice Chat tab's texts; the alerts and statuses of the specification are word for word. */
export const voiceText = {
  heading: 'Talk with our AI dental assistant',
  intro:
    'Turn voice on and ask out loud, or type below: every answer is spoken and written here. A consultation lasts 2 minutes from when you first turn voice on.',
  chatLabel: 'Voice conversation',
  empty: 'Your conversation will appear here.',
  you: 'You',
  assistant: 'Assistant',
  reconnect: 'Reconnect',
  mute: 'Mute',
  unmute: 'Unmute',
  voiceOn: 'Voice On',
  voiceOff: 'Voice Off',
  timeExpired: 'Time Expired',
  timeLeft: 'Time left',
  messageLabel: 'Type your message',
  messagePlaceholder: 'Type a question, or ask to find an office near you…',
  send: 'Send',
  findOffices: 'Find Offices',
  waitForConnection: 'Please wait for connection to establish...',
  connectFirst: 'Please connect first before enabling voice',
  expiredAlert:
    'Conversation has ended due to time limit. Please contact our dental offices directly.',
  microphoneDenied:
    'Microphone access is required for voice chat. You can still type your questions.',
  closing:
    'Our consultation time is up. Thank you for talking with me! For more help, please contact one of our dental offices directly.',
  askZip: 'To find dental offices near you, please tell me your ZIP code.',
  introInstructions:
    'Greet the visitor warmly in one or two short sentences: say you are the dental voice assistant of this site and ask what you can help them with today.',
  inquiryFailed: 'We could not send your details. Please try again or contact us directly.',
  overlayTitle: 'Recommended Dental Offices',
  overlayNear: (location: string) => `Nearest listed offices to ${location}`,
  overlayLoading: 'Finding offices near you…',
  overlayNone: 'No listed offices near this ZIP code yet.',
  overlayFailed: 'We could not load offices right now.',
  backToChat: 'Back to Chat',
  call: 'Call',
  website: 'Website',
  requestDiscount: 'Request Discount',
} as const;
