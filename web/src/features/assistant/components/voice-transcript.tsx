import { useEffect, useRef } from 'react';
import clsx from 'clsx';
import { voiceText } from '../voice-content';
import type { VoiceMessage } from '../use-voice-chat';

/** Both sides of the conversation as it streams, so everything spoken can also be read. */
export function VoiceTranscript({ messages }: { messages: VoiceMessage[] }) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages]);

  if (messages.length === 0) {
    return <p className="text-muted-foreground m-auto text-sm">{voiceText.empty}</p>;
  }
  return (
    <>
      <ol className="flex flex-col gap-3">
        {messages.map((message) => (
          <li
            key={message.id}
            className={clsx(
              'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed whitespace-pre-line',
              message.role === 'user'
                ? 'bg-primary text-primary-foreground self-end'
                : 'bg-muted text-foreground self-start',
            )}
            data-role={message.role}
          >
            <span className="sr-only">
              {message.role === 'user' ? voiceText.you : voiceText.assistant}:{' '}
            </span>
            {message.content}
          </li>
        ))}
      </ol>
      <div ref={end} />
    </>
  );
}
