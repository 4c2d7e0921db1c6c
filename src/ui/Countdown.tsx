import { useEffect, useState } from 'react';
import { text } from '../i18n/en.ts';

/** Seconds left until `expiresAt`, updated every second. */
export function useSecondsLeft(expiresAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

export function formatMinutesSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** 'Your code expires in m:ss. Didn't get it?' then 'Your code has expired.' */
export function countdownText(secondsLeft: number): string {
  return secondsLeft > 0 ? text.expiresIn(formatMinutesSeconds(secondsLeft)) : text.expired;
}
