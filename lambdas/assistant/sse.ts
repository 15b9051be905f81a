import type { ChatStreamEvent } from '../../contracts/assistant';

export const EVENT_STREAM_CONTENT_TYPE = 'text/event-stream; charset=utf-8';

/** One server-sent event carrying a chat stream event as JSON. */
export function encodeSseEvent(event: ChatStreamEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

export async function* sseEvents(events: AsyncIterable<ChatStreamEvent>): AsyncGenerator<string> {
  for await (const event of events) yield encodeSseEvent(event);
}
