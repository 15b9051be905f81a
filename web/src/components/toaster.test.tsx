// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, dismissToast, toast } from '@/lib/toast/toast-store';
import { Toaster } from './toaster';

afterEach(() => {
  cleanup();
  act(() => dismissToast());
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('announces a toast politely in the status region', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Prompt added', description: 'The prompt is live.' });
    });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Prompt added');
    expect(status).toHaveTextContent('The prompt is live.');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('announces a destructive toast as an alert', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Failed to save prompt', variant: 'destructive' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save prompt');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows only the latest toast', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved' });
    });
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('disappears on its own after 5 seconds', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved' });
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS);
    });
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
});
