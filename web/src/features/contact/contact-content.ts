import {
  CONTACT_REPLY_HOURS,
  DISCOUNT_REPLY_HOURS,
  PRO_MONTHLY_PRICE_LABEL,
} from '@contracts/brand';

/** The contact page's texts, kept together so the page and its tests share them. */

export const contactTexts = {
  title: 'Contact Us',
  intro:
    'Questions about the office directory, your practice listing or our AI assistant? Send us a message and a real person will answer.',
  formIntro: `Fill in the form and we'll reply within ${CONTACT_REPLY_HOURS} hours.`,
  successTitle: 'Message sent!',
  successDescription: `We'll reply within ${CONTACT_REPLY_HOURS} hours.`,
  failure: 'Failed to send your message. Please try again.',
  emergency: 'For dental emergencies, call 911 or go to the nearest emergency room.',
} as const;

export interface FaqItem {
  question: string;
  answer: string;
}

export const faqItems: readonly FaqItem[] = [
  {
    question: 'How quickly will I hear back?',
    answer: `We reply to every message within ${CONTACT_REPLY_HOURS} hours. Offices answer discount requests sent through the directory within ${DISCOUNT_REPLY_HOURS} hours.`,
  },
  {
    question: 'How do I list my dental practice?',
    answer: `Create a professional account with "List Your Practice". A listing costs ${PRO_MONTHLY_PRICE_LABEL} and your office appears in the directory as soon as the subscription is active.`,
  },
  {
    question: 'Can the AI assistant replace a visit to my dentist?',
    answer:
      'No. The assistant gives general dental guidance to help you prepare for a visit. For a diagnosis or treatment, see a dental professional, and for an emergency call 911 or go to the nearest emergency room.',
  },
];
