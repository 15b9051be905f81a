import { describe, expect, it } from 'vitest';
import { consultationDeadline, formatClock, timerTone } from './consultation-timer';

describe('the consultation timer', () => {
  it('is blue above 60 s, yellow at 60 s or less, red at 30 s or less', () => {
    expect(timerTone(120)).toBe('blue');
    expect(timerTone(61)).toBe('blue');
    expect(timerTone(60)).toBe('yellow');
    expect(timerTone(31)).toBe('yellow');
    expect(timerTone(30)).toBe('red');
    expect(timerTone(0)).toBe('red');
  });

  it('shows minutes and seconds', () => {
    expect(formatClock(120)).toBe('2:00');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(9)).toBe('0:09');
    expect(formatClock(-3)).toBe('0:00');
  });

  it('lasts 120 seconds', () => {
    expect(consultationDeadline(1_000)).toBe(121_000);
  });
});
