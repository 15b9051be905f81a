import { MessageSquare, Mic } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { voiceText } from '../assistant-content';

/** The Voice Chat tab while real-time voice consultations are being set up. */
export function VoiceChatPanel({ onUseText }: { onUseText: () => void }) {
  return (
    <Card className="mx-auto max-w-2xl p-8 text-center sm:p-10">
      <span
        aria-hidden="true"
        className="bg-accent text-accent-foreground mx-auto flex size-14 items-center justify-center rounded-full"
      >
        <Mic className="size-7" />
      </span>
      <h2 className="mt-5 text-xl font-semibold">{voiceText.heading}</h2>
      <p className="text-muted-foreground mx-auto mt-3 max-w-lg">{voiceText.body}</p>
      <Button className="mt-6" onClick={onUseText}>
        <MessageSquare aria-hidden="true" />
        {voiceText.useText}
      </Button>
    </Card>
  );
}
