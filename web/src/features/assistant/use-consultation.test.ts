// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConsultation } from './use-consultation';
import { timerTone } from './voice/consultation-timer';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the consultation', () => {
  it('shows 2 minutes until it starts, then counts down and changes colour', () => {
    const { result } = renderHook(() => useConsultation(() => undefined));
    expect(result.current).toMatchObject({ started: false, expired: false, secondsLeft: 120 });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.secondsLeft).toBe(120);

    act(() => result.current.start());
    expect(result.current.started).toBe(true);
    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current.secondsLeft).toBe(61);
    expect(timerTone(result.current.secondsLeft)).toBe('blue');
    act(() => vi.advanceTimersByTime(1000));
    expect(timerTone(result.current.secondsLeft)).toBe('yellow');
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.secondsLeft).toBe(30);
    expect(timerTone(result.current.secondsLeft)).toBe('red');
  });

  it('expires once at 0, and starting again does not restart it', () => {
    const onExpire = vi.fn();
    const { result } = renderHook(() => useConsultation(onExpire));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(60_000));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(59_000));
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ expired: true, secondsLeft: 0 });
    expect(onExpire).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
