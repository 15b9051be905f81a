import { REALTIME_EVENTS_CHANNEL, type VoiceTokenResponse } from '@contracts/voice';
import { ApiError } from '@/lib/api-error';

/** The errors the specification names, word for word. */
export const realtimeErrors = {
  token: (status: number) => `Failed to get token: ${status}`,
  noToken: 'Failed to get ephemeral token',
  provider: (status: number | string) => `OpenAI WebRTC failed: ${status}`,
  notReady: 'Connection not ready',
} as const;

export interface ServerEvent {
  type: string;
  [key: string]: unknown;
}

export interface RealtimeHandlers {
  onEvent(event: ServerEvent): void;
  /** The assistant's voice: play this stream. */
  onRemoteStream(stream: MediaStream): void;
  /** The call ended from the other side or the network (not by `close`). */
  onDropped(): void;
}

/** How long the data channel may take to open once the provider has answered. */
const OPEN_TIMEOUT_MS = 15_000;

/**
 * One realtime call with the voice provider, over WebRTC: the ephemeral key from our token
 * route, the SDP offer posted to the provider's call endpoint, the `oai-events` data channel for
 * events both ways, the microphone on the audio track (attached when voice is on) and the
 * assistant's voice back on the same track.
 */
export class RealtimeConnection {
  private pc: RTCPeerConnection | null = null;
  private channel: RTCDataChannel | null = null;
  private sender: RTCRtpSender | null = null;
  private closedByUs = false;

  constructor(private readonly handlers: RealtimeHandlers) {}

  /** Resolves once events can flow; rejects with one of `realtimeErrors`. */
  async connect(getToken: () => Promise<VoiceTokenResponse>): Promise<void> {
    let token: VoiceTokenResponse;
    try {
      token = await getToken();
    } catch (error) {
      throw new Error(
        error instanceof ApiError && error.status > 0
          ? realtimeErrors.token(error.status)
          : realtimeErrors.noToken,
      );
    }
    if (!token.client_secret?.value) throw new Error(realtimeErrors.noToken);
    if (this.closedByUs) return;

    const pc = new RTCPeerConnection();
    this.pc = pc;
    pc.ontrack = (event) => {
      const [stream] = event.streams;
      this.handlers.onRemoteStream(stream ?? new MediaStream([event.track]));
    };
    // The audio section exists from the start; the microphone joins it when voice is turned on.
    this.sender = pc.addTransceiver('audio', { direction: 'sendrecv' }).sender;
    const channel = pc.createDataChannel(REALTIME_EVENTS_CHANNEL);
    this.channel = channel;
    channel.onmessage = (message: MessageEvent<string>) => {
      try {
        const event = JSON.parse(message.data) as ServerEvent;
        if (event && typeof event.type === 'string') this.handlers.onEvent(event);
      } catch {
        // Not an event: ignored.
      }
    };
    const opened = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(realtimeErrors.provider('timeout'))),
        OPEN_TIMEOUT_MS,
      );
      channel.onopen = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    opened.catch(() => undefined);
    const dropped = () => {
      if (!this.closedByUs) this.handlers.onDropped();
    };
    channel.onclose = dropped;
    pc.onconnectionstatechange = () => {
      if (pc.connectionState === 'failed' || pc.connectionState === 'closed') dropped();
    };

    await pc.setLocalDescription(await pc.createOffer());
    let response: Response;
    try {
      const url = new URL(token.realtime.url);
      url.searchParams.set('model', token.realtime.model);
      response = await fetch(url, {
        method: 'POST',
        body: pc.localDescription?.sdp ?? '',
        headers: {
          Authorization: `Bearer ${token.client_secret.value}`,
          'Content-Type': 'application/sdp',
        },
      });
    } catch {
      this.teardown();
      throw new Error(realtimeErrors.provider('network error'));
    }
    if (!response.ok) {
      this.teardown();
      throw new Error(realtimeErrors.provider(response.status));
    }
    const answer = await response.text();
    if (this.closedByUs) return;
    await pc.setRemoteDescription({ type: 'answer', sdp: answer });
    try {
      await opened;
    } catch (error) {
      this.teardown();
      throw error;
    }
  }

  get ready(): boolean {
    return this.channel?.readyState === 'open';
  }

  /** Sends one client event; throws 'Connection not ready' when the channel is not open. */
  send(event: Record<string, unknown> & { type: string }): void {
    if (!this.channel || this.channel.readyState !== 'open')
      throw new Error(realtimeErrors.notReady);
    this.channel.send(JSON.stringify(event));
  }

  /** Puts the microphone on the call (or takes it off with null). */
  async setMicrophone(track: MediaStreamTrack | null): Promise<void> {
    await this.sender?.replaceTrack(track);
  }

  /** The call's statistics, for diagnostics. */
  stats(): Promise<RTCStatsReport> | null {
    return this.pc?.getStats() ?? null;
  }

  close(): void {
    this.closedByUs = true;
    this.teardown();
  }

  private teardown(): void {
    this.channel?.close();
    this.pc?.close();
    this.channel = null;
    this.pc = null;
    this.sender = null;
  }
}
