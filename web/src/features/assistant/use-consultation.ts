import { useCallback, useEffect, useRef, useState } from 'react';
import { useCountdown } from './use-countdown';
import { consultationDeadline, VOICE_CONSULTATION_SECONDS } from './voice/consultation-timer';

/**
 * The 2-minute consultation: not started, then counting down from the first `start`, then
 * expired at 0, when `onExpire` runs once.
 */
export function useConsultation(onExpire: () => void) {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [expired, setExpired] = useState(false);
  const secondsLeft = useCountdown(deadline);
  const expire = useRef(onExpire);
  expire.current = onExpire;

  useEffect(() => {
    if (deadline === null || expired || secondsLeft > 0) return;
    setExpired(true);
    expire.current();
  }, [deadline, expired, secondsLeft]);

  const start = useCallback(() => {
    setDeadline((current) => current ?? consultationDeadline(Date.now()));
  }, []);

  return {
    started: deadline !== null,
    expired,
    secondsLeft: deadline === null ? VOICE_CONSULTATION_SECONDS : secondsLeft,
    start,
  };
}
