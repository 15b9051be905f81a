import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_DURATION_MS,
  dismissToast,
  getCurrentToast,
  subscribeToToasts,
  toast,
} from './toast-store';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    dismissToast();
    vi.useRealTimers();
  });

  it('shows the toast it is given', () => {
    toast({ title: 'Prompt added', description: 'Saved.' });
    expect(getCurrentToast()).toMatchObject({ title: 'Prompt added', description: 'Saved.' });
  });

  it('holds at most one toast: a new toast replaces the current one', () => {
    const first = toast({ title: 'First' });
    const second = toast({ title: 'Second', variant: 'destructive' });
    expect(second).not.toBe(first);
    expect(getCurrentToast()).toMatchObject({ title: 'Second', variant: 'destructive' });
  });

  it('dismisses a toast automatically after 5 seconds', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    toast({ title: 'Saved' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(getCurrentToast()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(getCurrentToast()).toBeNull();
  });

  it('gives a replacement its own full 5 seconds', () => {
    toast({ title: 'First' });
    vi.advanceTimersByTime(4000);
    toast({ title: 'Second' });
    vi.advanceTimersByTime(4000);
    expect(getCurrentToast()?.title).toBe('Second');
    vi.advanceTimersByTime(1000);
    expect(getCurrentToast()).toBeNull();
  });

  it('dismisses on request', () => {
    toast({ title: 'Saved' });
    dismissToast();
    expect(getCurrentToast()).toBeNull();
  });

  it('ignores a dismissal aimed at a toast that was already replaced', () => {
    const first = toast({ title: 'First' });
    toast({ title: 'Second' });
    dismissToast(first);
    expect(getCurrentToast()?.title).toBe('Second');
  });

  it('notifies subscribers on every change until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    toast({ title: 'One' });
    dismissToast();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    toast({ title: 'Two' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
