import clsx from 'clsx';
import { Timer } from 'lucide-react';
import { voiceText } from '../voice-content';
import { formatClock, timerTone, type TimerTone } from '../voice/consultation-timer';

const toneStyles: Record<TimerTone, string> = {
  blue: 'border-blue-200 bg-blue-50 text-blue-800',
  yellow: 'border-yellow-300 bg-yellow-50 text-yellow-800',
  red: 'border-red-300 bg-red-50 text-red-700',
};

/** The consultation's time left, coloured by how much is left. */
export function ConsultationCountdown({ secondsLeft }: { secondsLeft: number }) {
  const tone = timerTone(secondsLeft);
  return (
    <p
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-semibold tabular-nums',
        toneStyles[tone],
      )}
      data-tone={tone}
    >
      <Timer aria-hidden="true" className="size-4" />
      <span className="sr-only">{voiceText.timeLeft}: </span>
      <span data-testid="voice-countdown">{formatClock(secondsLeft)}</span>
    </p>
  );
}
