import { describe, expect, it } from 'vitest';
import {
  canReconnect,
  connectionReducer,
  connectionText,
  initialConnection,
  statusText,
  type ConnectionEvent,
  type ConnectionState,
} from './connection-state';

const run = (events: ConnectionEvent[], start: ConnectionState = initialConnection) =>
  events.reduce(connectionReducer, start);

describe('the voice connection', () => {
  it('goes disconnected → connecting → connected', () => {
    const connecting = run([{ type: 'connect' }]);
    expect(connecting.status).toBe('connecting');
    expect(canReconnect(connecting)).toBe(false);
    const connected = run([{ type: 'connected' }], connecting);
    expect(connected.status).toBe('connected');
    expect(statusText(connected)).toBe(connectionText.connected);
    expect(canReconnect(connected)).toBe(true);
  });

  it('says how to retry after a failure, and keeps the error', () => {
    const failed = run([
      { type: 'connect' },
      { type: 'failed', error: 'Failed to get token: 429' },
    ]);
    expect(failed).toMatchObject({ status: 'disconnected', error: 'Failed to get token: 429' });
    expect(statusText(failed)).toBe('Connection failed. Click "Reconnect" to try again.');
    expect(canReconnect(failed)).toBe(true);
  });

  it('shows the permission status when the microphone is refused, until it is granted', () => {
    const denied = run([{ type: 'connect' }, { type: 'connected' }, { type: 'microphone-denied' }]);
    expect(denied.status).toBe('connected');
    expect(statusText(denied)).toBe(
      'Connection established - microphone permission required for voice chat.',
    );
    expect(statusText(run([{ type: 'microphone-granted' }], denied))).toBe(
      connectionText.connected,
    );
  });

  it('becomes disconnected when the call drops, and a late success is ignored', () => {
    const dropped = run([{ type: 'connect' }, { type: 'connected' }, { type: 'dropped' }]);
    expect(dropped.status).toBe('disconnected');
    expect(run([{ type: 'connected' }], dropped).status).toBe('disconnected');
    expect(run([{ type: 'ended' }], dropped).note).toBe('ended');
  });
});
