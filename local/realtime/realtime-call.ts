import { randomUUID } from 'node:crypto';
import { RTCPeerConnection, type RTCDataChannel } from 'werift';
import { REALTIME_EVENTS_CHANNEL } from '../../contracts/voice';
import { AudioOut } from './audio-out';
import type { Speech } from './speech';
import { sentenceToSay, speechPieces, spokenText, transcriptDeltas } from './spoken-text';

/** What the ephemeral key was minted for; `session.update` may change it during the call. */
export interface SessionConfig {
  model: string;
  instructions?: string;
  voice?: string;
}

export interface CallDeps {
  speech: Speech;
  /** The assistant's answer to a question, in its light markup. */
  answer: (question: string) => Promise<string>;
  /** Said when a response is asked for with nothing new to answer (the opening of a call). */
  greeting: string;
}

type ClientEvent = { type?: unknown; [key: string]: unknown };
type ItemContent = { type?: string; text?: string };

const GATHER_TIMEOUT_MS = 3000;

/** Only loopback candidates: the stand-in and the browser share one machine, and no STUN. */
function loopbackOnly(sdp: string): string {
  return sdp
    .split(/\r?\n/)
    .filter((line) => !line.startsWith('a=candidate:') || / 127\.0\.0\.1 /.test(line))
    .join('\r\n');
}

/**
 * One realtime call: the browser's WebRTC peer, the `oai-events` data channel speaking the
 * provider's GA event protocol, the microphone track (received and counted; the stand-in does
 * not transcribe speech) and an audio track on which every answer is spoken.
 */
export class RealtimeCall {
  readonly id = `rtc_${randomUUID().replace(/-/g, '')}`;
  readonly startedAt = Date.now();
  micPackets = 0;
  micBytes = 0;
  appendedAudioBytes = 0;
  onClosed?: () => void;

  private readonly pc: RTCPeerConnection;
  private readonly audio = new AudioOut();
  private channel: RTCDataChannel | undefined;
  private eventCount = 0;
  private lastItemId: string | null = null;
  private unanswered: string | null = null;
  private current: { id: string; cancelled: boolean } | null = null;
  private closed = false;

  private constructor(
    private session: SessionConfig,
    private readonly deps: CallDeps,
  ) {
    this.pc = new RTCPeerConnection({
      iceServers: [],
      iceUseIpv6: false,
      iceAdditionalHostAddresses: ['127.0.0.1'],
      iceInterfaceAddresses: { udp4: '127.0.0.1' },
    });
    this.pc.onDataChannel.subscribe((channel) => {
      if (channel.label !== REALTIME_EVENTS_CHANNEL) return;
      this.channel = channel;
      channel.onMessage.subscribe((data) => this.receive(data));
      const opened = () => this.send({ type: 'session.created', session: this.sessionObject() });
      if (channel.readyState === 'open') opened();
      else channel.stateChanged.subscribe((state) => state === 'open' && opened());
      // The browser hanging up closes the channel at once; the peer connection itself would
      // only notice when the network checks time out.
      channel.stateChanged.subscribe((state) => {
        if (state === 'closed') void this.close();
      });
    });
    this.pc.onTrack.subscribe((track) => {
      track.onReceiveRtp.subscribe((rtp) => {
        this.micPackets += 1;
        this.micBytes += rtp.payload.length;
      });
    });
    this.pc.connectionStateChange.subscribe((state) => {
      if (state === 'failed' || state === 'closed') void this.close();
    });
  }

  /** Answers an SDP offer: the call and its SDP answer, with the candidates gathered. */
  static async answer(
    offer: string,
    session: SessionConfig,
    deps: CallDeps,
  ): Promise<{ call: RealtimeCall; sdp: string }> {
    const call = new RealtimeCall(session, deps);
    try {
      await call.pc.setRemoteDescription({ type: 'offer', sdp: loopbackOnly(offer) });
      const audio = call.pc.getTransceivers().find((transceiver) => transceiver.kind === 'audio');
      if (!audio) throw new OfferRefused('The offer has no audio section.');
      audio.setDirection('sendrecv');
      await audio.sender.replaceTrack(call.audio.track);
      await call.pc.setLocalDescription(await call.pc.createAnswer());
      await call.gathered();
      const sdp = call.pc.localDescription?.sdp;
      if (!sdp) throw new Error('No local description');
      return { call, sdp: loopbackOnly(sdp) };
    } catch (error) {
      await call.close();
      throw error;
    }
  }

  private gathered(): Promise<void> {
    if (this.pc.iceGatheringState === 'complete') return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, GATHER_TIMEOUT_MS);
      this.pc.iceGatheringStateChange.subscribe((state) => {
        if (state === 'complete') {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  }

  get state(): string {
    return this.closed ? 'closed' : this.pc.connectionState;
  }

  get audioPacketsSent(): number {
    return this.audio.packetsSent;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.audio.close();
    if (this.current) this.current.cancelled = true;
    await this.pc.close().catch(() => undefined);
    this.onClosed?.();
  }

  private send(event: Record<string, unknown>): void {
    if (this.closed || this.channel?.readyState !== 'open') return;
    this.eventCount += 1;
    this.channel.send(JSON.stringify({ event_id: `event_${this.eventCount}`, ...event }));
  }

  private sessionObject() {
    return {
      object: 'realtime.session',
      type: 'realtime',
      id: this.id,
      model: this.session.model,
      instructions: this.session.instructions ?? '',
      output_modalities: ['audio'],
      audio: {
        input: { format: { type: 'audio/pcm', rate: 24000 }, transcription: null },
        output: {
          format: { type: 'audio/pcm', rate: 24000 },
          voice: this.session.voice ?? 'alloy',
        },
      },
    };
  }

  private error(code: string, message: string, eventId?: unknown): void {
    this.send({
      type: 'error',
      error: {
        type: 'invalid_request_error',
        code,
        message,
        ...(typeof eventId === 'string' ? { event_id: eventId } : {}),
      },
    });
  }

  private receive(data: string | Buffer): void {
    let event: ClientEvent;
    try {
      const parsed: unknown = JSON.parse(typeof data === 'string' ? data : data.toString('utf8'));
      if (!parsed || typeof parsed !== 'object') throw new Error('not an object');
      event = parsed as ClientEvent;
    } catch {
      return this.error('invalid_json', 'The event is not a JSON object.');
    }
    switch (event.type) {
      case 'session.update': {
        const update = (event.session ?? {}) as Partial<SessionConfig> & {
          audio?: { output?: { voice?: string } };
        };
        this.session = {
          ...this.session,
          ...(typeof update.instructions === 'string' ? { instructions: update.instructions } : {}),
          ...(update.audio?.output?.voice ? { voice: update.audio.output.voice } : {}),
        };
        return this.send({ type: 'session.updated', session: this.sessionObject() });
      }
      case 'conversation.item.create':
        return this.addUserItem(event);
      case 'input_audio_buffer.append': {
        const audio = typeof event.audio === 'string' ? event.audio : '';
        this.appendedAudioBytes += Buffer.from(audio, 'base64').length;
        return;
      }
      case 'input_audio_buffer.commit':
        return this.send({
          type: 'input_audio_buffer.committed',
          previous_item_id: this.lastItemId,
          item_id: `item_${randomUUID().replace(/-/g, '').slice(0, 20)}`,
        });
      case 'input_audio_buffer.clear':
        return this.send({ type: 'input_audio_buffer.cleared' });
      case 'response.create': {
        const response = (event.response ?? {}) as { instructions?: unknown };
        const instructions =
          typeof response.instructions === 'string' ? response.instructions : undefined;
        void this.respond(instructions);
        return;
      }
      case 'response.cancel':
        return this.cancel();
      default:
        return this.error(
          'unknown_event',
          `The stand-in does not handle "${String(event.type)}" events.`,
          event.event_id,
        );
    }
  }

  private addUserItem(event: ClientEvent): void {
    const item = (event.item ?? {}) as { role?: string; content?: ItemContent[] };
    const content = Array.isArray(item.content) ? item.content : [];
    const text = content
      .filter((part) => part.type === 'input_text' && typeof part.text === 'string')
      .map((part) => part.text)
      .join('\n')
      .trim();
    if (item.role !== 'user' || !text) {
      return this.error(
        'invalid_value',
        'Only user messages with input_text content are accepted.',
        event.event_id,
      );
    }
    const added = {
      id: `item_${randomUUID().replace(/-/g, '').slice(0, 20)}`,
      object: 'realtime.item',
      type: 'message',
      role: 'user',
      status: 'completed',
      content: [{ type: 'input_text', text }],
    };
    this.send({ type: 'conversation.item.added', previous_item_id: this.lastItemId, item: added });
    this.send({ type: 'conversation.item.done', previous_item_id: this.lastItemId, item: added });
    this.lastItemId = added.id;
    this.unanswered = text;
  }

  private cancel(): void {
    if (!this.current) return;
    this.current.cancelled = true;
    this.audio.flush();
  }

  private async respond(instructions: string | undefined): Promise<void> {
    this.cancel();
    const response = {
      id: `resp_${randomUUID().replace(/-/g, '').slice(0, 20)}`,
      cancelled: false,
    };
    this.current = response;
    const question = this.unanswered;
    this.unanswered = null;
    const itemId = `item_${randomUUID().replace(/-/g, '').slice(0, 20)}`;
    const ids = { response_id: response.id, item_id: itemId, output_index: 0, content_index: 0 };
    const base = { object: 'realtime.response', id: response.id, output_modalities: ['audio'] };
    this.send({
      type: 'response.created',
      response: { ...base, status: 'in_progress', output: [] },
    });

    // Red flags first, then the knowledge base: the same engine as the text chat.
    const fixed = sentenceToSay(instructions);
    const text = fixed ?? (question ? await this.deps.answer(question) : this.deps.greeting);
    if (response.cancelled) return this.finish(response, base, null, 'cancelled');
    const transcript = spokenText(text);
    const item = {
      id: itemId,
      object: 'realtime.item',
      type: 'message',
      role: 'assistant',
      status: 'in_progress',
      content: [] as unknown[],
    };
    this.send({
      type: 'response.output_item.added',
      response_id: response.id,
      output_index: 0,
      item,
    });
    this.send({ type: 'conversation.item.added', previous_item_id: this.lastItemId, item });
    this.lastItemId = itemId;
    this.send({
      type: 'response.content_part.added',
      ...ids,
      part: { type: 'audio', transcript: '' },
    });

    // Synthesis runs ahead in the worker, piece by piece; each piece plays as soon as it is ready.
    const stopped = () => response.cancelled || this.closed;
    let started = false;
    const play = (frames: Uint8Array[]) => {
      if (stopped()) return;
      if (!started) {
        started = true;
        this.send({ type: 'output_audio_buffer.started', response_id: response.id });
      }
      this.audio.enqueue(frames);
    };
    // Synthesis runs in the worker piece by piece; frames play as soon as they are encoded.
    const spoken = Promise.all(
      speechPieces(transcript).map((piece) =>
        this.deps.speech.speak(piece, { cancelled: stopped, onFrames: play }),
      ),
    ).catch(() => undefined);
    for (const delta of transcriptDeltas(transcript)) {
      this.send({ type: 'response.output_audio_transcript.delta', ...ids, delta });
    }
    this.send({ type: 'response.output_audio_transcript.done', ...ids, transcript });
    await spoken;

    const done = { ...item, status: 'completed', content: [{ type: 'output_audio', transcript }] };
    this.send({ type: 'response.content_part.done', ...ids, part: { type: 'audio', transcript } });
    this.send({
      type: 'response.output_item.done',
      response_id: response.id,
      output_index: 0,
      item: done,
    });
    this.send({ type: 'conversation.item.done', item: done });
    this.finish(response, base, done, response.cancelled ? 'cancelled' : 'completed');
    if (started) {
      this.audio.whenIdle(() =>
        this.send({ type: 'output_audio_buffer.stopped', response_id: response.id }),
      );
    }
  }

  private finish(
    response: { id: string },
    base: Record<string, unknown>,
    item: Record<string, unknown> | null,
    status: 'completed' | 'cancelled',
  ): void {
    this.send({
      type: 'response.done',
      response: { ...base, status, output: item ? [item] : [] },
    });
    if (this.current === response) this.current = null;
  }
}

export class OfferRefused extends Error {
  override readonly name = 'OfferRefused';
}
