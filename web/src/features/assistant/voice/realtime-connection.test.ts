import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VoiceTokenResponse } from '@contracts/voice';
import { ApiError } from '@/lib/api-error';
import { RealtimeConnection } from './realtime-connection';

const token: VoiceTokenResponse = {
  client_secret: { value: 'ek_test', expires_at: 2_000_000_000 },
  realtime: { url: 'http://127.0.0.1:9/v1/realtime/calls', model: 'gpt-realtime' },
};

/** Just enough of a peer connection to reach the provider call. */
class FakePeerConnection {
  localDescription: { sdp: string } | null = null;
  addTransceiver() {
    return { sender: { replaceTrack: async () => undefined } };
  }
  createDataChannel() {
    return { readyState: 'connecting', close() {} };
  }
  async createOffer() {
    return { type: 'offer', sdp: 'v=0\r\nm=audio 9 UDP/TLS/RTP/SAVPF 111\r\n' };
  }
  async setLocalDescription(description: { sdp: string }) {
    this.localDescription = description;
  }
  close() {}
}

const handlers = () => ({ onEvent: vi.fn(), onRemoteStream: vi.fn(), onDropped: vi.fn() });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the realtime connection', () => {
  it("says 'Failed to get token: {status}' when the token route refuses", async () => {
    const connection = new RealtimeConnection(handlers());
    const refused = new ApiError({ status: 429, code: 'rate_limited', message: 'Too many' });
    await expect(connection.connect(() => Promise.reject(refused))).rejects.toThrow(
      'Failed to get token: 429',
    );
  });

  it("says 'Failed to get ephemeral token' when no key comes back", async () => {
    const connection = new RealtimeConnection(handlers());
    await expect(
      connection.connect(() => Promise.reject(new TypeError('Failed to fetch'))),
    ).rejects.toThrow('Failed to get ephemeral token');
    const empty = { ...token, client_secret: { value: '', expires_at: 0 } };
    await expect(new RealtimeConnection(handlers()).connect(async () => empty)).rejects.toThrow(
      'Failed to get ephemeral token',
    );
  });

  it("says 'OpenAI WebRTC failed: {status}' when the provider refuses the offer", async () => {
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
    const fetchMock = vi.fn(async () => new Response('bad key', { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(new RealtimeConnection(handlers()).connect(async () => token)).rejects.toThrow(
      'OpenAI WebRTC failed: 401',
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toBe('http://127.0.0.1:9/v1/realtime/calls?model=gpt-realtime');
    expect(init.headers).toEqual({
      Authorization: 'Bearer ek_test',
      'Content-Type': 'application/sdp',
    });
  });

  it("throws 'Connection not ready' when sending without an open channel", () => {
    expect(() => new RealtimeConnection(handlers()).send({ type: 'response.create' })).toThrow(
      'Connection not ready',
    );
  });
});
