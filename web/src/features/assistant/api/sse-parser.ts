import { chatStreamEvent, type ChatStreamEvent } from '@contracts/assistant';

export interface SseParser {
  /** Feeds the next decoded text of the stream; returns the events it completed. */
  push(text: string): ChatStreamEvent[];
  /** The stream ended: returns an event left without its closing blank line, if any. */
  end(): ChatStreamEvent[];
}

/**
 * Reads a `text/event-stream` body as chat stream events. Events may be split across network
 * chunks anywhere, lines may end in CRLF, and an event's data may span several `data:` lines.
 * Comments, other fields and data that is not a valid chat event are skipped.
 */
export function createSseParser(): SseParser {
  let buffer = '';
  let data: string[] = [];

  const dispatch = (): ChatStreamEvent[] => {
    if (data.length === 0) return [];
    const payload = data.join('\n');
    data = [];
    try {
      const parsed = chatStreamEvent.safeParse(JSON.parse(payload));
      return parsed.success ? [parsed.data] : [];
    } catch {
      return [];
    }
  };

  const line = (text: string): ChatStreamEvent[] => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return [];
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    if (field !== 'data') return [];
    const value = colon === -1 ? '' : text.slice(colon + 1);
    data.push(value.startsWith(' ') ? value.slice(1) : value);
    return [];
  };

  return {
    push(text) {
      buffer += text;
      const events: ChatStreamEvent[] = [];
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        // A lone CR at the very end may be the first half of a CRLF: wait for more.
        if (!match || (match[0] === '\r' && match.index === buffer.length - 1)) break;
        events.push(...line(buffer.slice(0, match.index)));
        buffer = buffer.slice(match.index + match[0].length);
      }
      return events;
    },
    end() {
      const events = buffer === '' ? [] : line(buffer.replace(/\r$/, ''));
      buffer = '';
      return [...events, ...dispatch()];
    },
  };
}
