import {
  VOICE_CONSULTATION_SECONDS,
  VOICE_CRITICAL_SECONDS,
  VOICE_WARNING_SECONDS,
} from '@contracts/voice';

export { VOICE_CONSULTATION_SECONDS };

export type TimerTone = 'blue' | 'yellow' | 'red';

/** Red at 30 s or less, yellow at 60 s or less, otherwise blue. */
export function timerTone(secondsLeft: number): TimerTone {
  if (secondsLeft <= VOICE_CRITICAL_SECONDS) return 'red';
  if (secondsLeft <= VOICE_WARNING_SECONDS) return 'yellow';
  return 'blue';
}

/** 'm:ss', as the countdown shows it. */
export function formatClock(secondsLeft: number): string {
  const seconds = Math.max(0, Math.ceil(secondsLeft));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** When a consultation that starts now ends, in ms. */
export const consultationDeadline = (now: number) => now + VOICE_CONSULTATION_SECONDS * 1000;
