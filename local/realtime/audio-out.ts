import { MediaStreamTrack, RtpHeader, RtpPacket } from 'werift';

const FRAME_MS = 20;
/** Opus RTP always counts at 48 kHz, whatever the encoder's rate: 960 per 20 ms. */
const TIMESTAMP_STEP = 960;

/**
 * Sends Opus frames on an audio track in real time, one every 20 ms, as a speaker would. Frames
 * are queued as synthesis produces them; a timer with drift correction sends them, so the event
 * loop is never held. `flush` drops what was not sent yet (a new answer interrupts the old).
 */
export class AudioOut {
  readonly track = new MediaStreamTrack({ kind: 'audio' });
  private readonly queue: Array<{ frame: Uint8Array; onSent?: () => void }> = [];
  private sequence = Math.floor(Math.random() * 65535);
  private timestamp = Math.floor(Math.random() * 2 ** 31);
  private timer: NodeJS.Timeout | undefined;
  private nextAt = 0;
  private idleCallbacks: Array<() => void> = [];
  packetsSent = 0;

  /** Queues frames; `onSent` runs when the last of them has gone out. */
  enqueue(frames: readonly Uint8Array[], onSent?: () => void): void {
    frames.forEach((frame, index) =>
      this.queue.push({ frame, onSent: index === frames.length - 1 ? onSent : undefined }),
    );
    if (!this.timer) {
      this.nextAt = performance.now();
      this.tick();
    }
  }

  flush(): void {
    this.queue.length = 0;
  }

  get playing(): boolean {
    return this.timer !== undefined;
  }

  /** Runs once every queued frame has been sent (at once when nothing is queued). */
  whenIdle(callback: () => void): void {
    if (!this.timer) callback();
    else this.idleCallbacks.push(callback);
  }

  close(): void {
    this.flush();
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private tick = (): void => {
    const now = performance.now();
    // Catch up after a late timer rather than drift, but never burst more than a few frames.
    let budget = 3;
    while (this.queue.length > 0 && this.nextAt <= now + 1 && budget > 0) {
      const { frame, onSent } = this.queue.shift()!;
      this.send(frame);
      onSent?.();
      this.nextAt += FRAME_MS;
      budget -= 1;
    }
    if (this.queue.length === 0) {
      this.timer = undefined;
      const callbacks = this.idleCallbacks;
      this.idleCallbacks = [];
      callbacks.forEach((callback) => callback());
      return;
    }
    if (this.nextAt < now - 100) this.nextAt = now;
    this.timer = setTimeout(this.tick, Math.max(0, this.nextAt - performance.now()));
  };

  private send(frame: Uint8Array): void {
    this.sequence = (this.sequence + 1) & 0xffff;
    this.timestamp = (this.timestamp + TIMESTAMP_STEP) >>> 0;
    const header = new RtpHeader({
      payloadType: 111,
      sequenceNumber: this.sequence,
      timestamp: this.timestamp,
      marker: this.packetsSent === 0,
    });
    this.track.writeRtp(new RtpPacket(header, Buffer.from(frame)));
    this.packetsSent += 1;
  }
}
