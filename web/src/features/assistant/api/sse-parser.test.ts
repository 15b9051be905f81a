import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChatStreamEvent } from '@contracts/assistant';
import { createSseParser } from './sse-parser';

const events: ChatStreamEvent[] = [
  { type: 'delta', text: 'Brush ' },
  { type: 'delta', text: 'twice a day.\n\n- Floss' },
  { type: 'done', topics: ['Daily care'], source: 'knowledge-base', disclaimer: 'D.' },
];
const stream = events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('');

describe('createSseParser', () => {
  it('reads whole events', () => {
    const parser = createSseParser();
    expect([...parser.push(stream), ...parser.end()]).toEqual(events);
  });

  it('reads events split anywhere across chunks', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(stream.length), { maxLength: 12 }), (cuts) => {
        const points = [...new Set(cuts)].sort((a, b) => a - b);
        const parser = createSseParser();
        const seen: ChatStreamEvent[] = [];
        let from = 0;
        for (const point of [...points, stream.length]) {
          seen.push(...parser.push(stream.slice(from, point)));
          from = point;
        }
        seen.push(...parser.end());
        expect(seen).toEqual(events);
      }),
    );
  });

  it('accepts CRLF and CR line ends, multi-line data, comments and other fields', () => {
    const parser = createSseParser();
    const text =
      ': keep-alive\r\n\r\nevent: message\r\nid: 7\r\ndata: {"type":"delta",\r\ndata: "text":"hi"}\r\n\r\n' +
      'data: {"type":"done","topics":[],"source":"openai","disclaimer":"D."}\r\r';
    expect([...parser.push(text), ...parser.end()]).toEqual([
      { type: 'delta', text: 'hi' },
      { type: 'done', topics: [], source: 'openai', disclaimer: 'D.' },
    ]);
  });

  it('skips data that is not a chat event', () => {
    const parser = createSseParser();
    const text =
      'data: not json\n\ndata: {"type":"shout","text":"x"}\n\ndata: {"type":"error","message":"failed"}\n\n';
    expect(parser.push(text)).toEqual([{ type: 'error', message: 'failed' }]);
  });

  it('dispatches a last event that lacks its closing blank line when the stream ends', () => {
    const parser = createSseParser();
    expect(parser.push('data: {"type":"delta","text":"end"}')).toEqual([]);
    expect(parser.end()).toEqual([{ type: 'delta', text: 'end' }]);
  });
});
