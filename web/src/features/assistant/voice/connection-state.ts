/**
 * The voice connection: disconnected, connecting or connected, plus why it is in that state
 * (a failure, a refused microphone), which decides the status line. Pure.
 */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected';

export interface ConnectionState {
  status: ConnectionStatus;
  note: 'none' | 'failed' | 'microphone-denied' | 'ended';
  /** The failure to show, word for word ('Failed to get token: 500', …). */
  error: string | null;
}

export type ConnectionEvent =
  | { type: 'connect' }
  | { type: 'connected' }
  | { type: 'failed'; error: string }
  | { type: 'dropped' }
  | { type: 'microphone-denied' }
  | { type: 'microphone-granted' }
  | { type: 'ended' };

export const initialConnection: ConnectionState = {
  status: 'disconnected',
  note: 'none',
  error: null,
};

export function connectionReducer(state: ConnectionState, event: ConnectionEvent): ConnectionState {
  switch (event.type) {
    case 'connect':
      return { status: 'connecting', note: 'none', error: null };
    case 'connected':
      return state.status === 'connecting'
        ? { status: 'connected', note: 'none', error: null }
        : state;
    case 'failed':
      return { status: 'disconnected', note: 'failed', error: event.error };
    case 'dropped':
      return state.status === 'disconnected'
        ? state
        : { status: 'disconnected', note: 'none', error: null };
    case 'microphone-denied':
      return state.status === 'connected' ? { ...state, note: 'microphone-denied' } : state;
    case 'microphone-granted':
      return state.note === 'microphone-denied' ? { ...state, note: 'none' } : state;
    case 'ended':
      return { status: 'disconnected', note: 'ended', error: null };
  }
}

/** Reconnect is offered in every state but connecting. */
export const canReconnect = (state: ConnectionState) => state.status !== 'connecting';

export const connectionText = {
  connecting: 'Connecting to the voice assistant...',
  connected: 'Connected - turn voice on to talk, or type your question below.',
  disconnected: 'Disconnected. Click "Reconnect" to connect again.',
  failed: 'Connection failed. Click "Reconnect" to try again.',
  microphoneDenied: 'Connection established - microphone permission required for voice chat.',
  ended: 'Consultation ended.',
} as const;

export function statusText(state: ConnectionState): string {
  if (state.status === 'connecting') return connectionText.connecting;
  if (state.status === 'connected') {
    return state.note === 'microphone-denied'
      ? connectionText.microphoneDenied
      : connectionText.connected;
  }
  if (state.note === 'failed') return connectionText.failed;
  if (state.note === 'ended') return connectionText.ended;
  return connectionText.disconnected;
}
