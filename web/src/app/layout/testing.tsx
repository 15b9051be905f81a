import type { ReactElement } from 'react';
import { renderWithRouter } from '@/testing/render-with-router';
import { AccountProfileProvider } from '../account-profile';

/** For tests of the frame's parts: renders one with the signed-in user's profile, as the frame does. */
export function renderInFrame(ui: ReactElement, options?: Parameters<typeof renderWithRouter>[1]) {
  return renderWithRouter(<AccountProfileProvider>{ui}</AccountProfileProvider>, options);
}
