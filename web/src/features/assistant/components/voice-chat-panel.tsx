import { useEffect, useRef, useState, type FormEvent } from 'react';
import clsx from 'clsx';
import { MapPin, Mic, MicOff, RefreshCw, Send, Volume2, VolumeX } from 'lucide-react';
import type { OfficeWithDistance } from '@contracts/offices';
import { DiscountRequestDialog } from '@/components/discount-request-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { voiceText } from '../voice-content';
import { useCreateDiscountInquiry } from '../api/create-discount-inquiry';
import { useVoiceChat } from '../use-voice-chat';
import { canReconnect, statusText } from '../voice/connection-state';
import { ConsultationCountdown } from './consultation-countdown';
import { RecommendedOffices } from './recommended-offices';
import { VoiceTranscript } from './voice-transcript';

const dotStyles = {
  connected: 'bg-green-500',
  connecting: 'bg-yellow-400 animate-pulse',
  disconnected: 'bg-red-500',
} as const;

/** The Voice Chat tab: a real-time spoken consultation with the assistant. */
export function VoiceChatPanel() {
  const voice = useVoiceChat();
  const [draft, setDraft] = useState('');
  const [discountOffice, setDiscountOffice] = useState<OfficeWithDistance | null>(null);
  const createInquiry = useCreateDiscountInquiry();
  const audio = useRef<HTMLAudioElement>(null);

  useEffect(() => {
    if (audio.current) audio.current.srcObject = voice.remoteStream;
  }, [voice.remoteStream]);

  const { connection, expired } = voice;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return;
    if (voice.sendText(draft)) setDraft('');
  };

  return (
    <Card className="mx-auto max-w-3xl p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold">{voiceText.heading}</h2>
          <p className="text-muted-foreground mt-1 max-w-xl text-sm">{voiceText.intro}</p>
        </div>
        <ConsultationCountdown secondsLeft={voice.secondsLeft} />
      </div>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm" role="status" data-testid="voice-status">
          <span
            aria-hidden="true"
            className={clsx('size-2.5 shrink-0 rounded-full', dotStyles[connection.status])}
          />
          <span className="sr-only">{connection.status}: </span>
          {statusText(connection)}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={voice.reconnect}
            disabled={expired || !canReconnect(connection)}
          >
            <RefreshCw aria-hidden="true" />
            {voiceText.reconnect}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={voice.toggleMute}
            disabled={expired || !voice.voiceOn}
            aria-pressed={voice.muted}
          >
            {voice.muted ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
            {voice.muted ? voiceText.unmute : voiceText.mute}
          </Button>
          <Button
            size="sm"
            variant={voice.voiceOn ? 'destructive' : 'default'}
            onClick={voice.toggleVoice}
            disabled={expired}
          >
            {voice.voiceOn ? <MicOff aria-hidden="true" /> : <Mic aria-hidden="true" />}
            {expired
              ? voiceText.timeExpired
              : voice.voiceOn
                ? voiceText.voiceOff
                : voiceText.voiceOn}
          </Button>
        </div>
      </div>

      <div className="border-border relative mt-4 h-96 rounded-xl border">
        <div
          className="flex h-full flex-col overflow-y-auto p-4"
          role="log"
          aria-label={voiceText.chatLabel}
          // Scrollable, so it must be reachable by keyboard.
          tabIndex={0}
          aria-live="polite"
        >
          <VoiceTranscript messages={voice.messages} />
        </div>
        {voice.overlayOpen && voice.location?.zip ? (
          <RecommendedOffices
            zip={voice.location.zip}
            location={voice.location.text}
            onBack={() => voice.setOverlayOpen(false)}
            onRequestDiscount={setDiscountOffice}
          />
        ) : null}
      </div>

      <form className="mt-4 flex flex-col gap-2 sm:flex-row" onSubmit={submit}>
        <label htmlFor="voice-message" className="sr-only">
          {voiceText.messageLabel}
        </label>
        <Input
          id="voice-message"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={voiceText.messagePlaceholder}
          maxLength={1000}
          disabled={expired}
          autoComplete="off"
        />
        <div className="flex gap-2">
          <Button type="submit" disabled={expired} className="flex-1 sm:flex-none">
            <Send aria-hidden="true" />
            {voiceText.send}
          </Button>
          <Button
            variant="outline"
            onClick={voice.findOffices}
            disabled={expired}
            className="flex-1 sm:flex-none"
          >
            <MapPin aria-hidden="true" />
            {voiceText.findOffices}
          </Button>
        </div>
      </form>

      {/* The assistant's voice. */}
      <audio ref={audio} autoPlay data-testid="voice-audio" />

      <DiscountRequestDialog
        office={discountOffice}
        requester={
          voice.lead
            ? {
                name: `${voice.lead.firstName} ${voice.lead.lastName}`,
                email: '',
                phone: voice.lead.phone,
              }
            : null
        }
        location={voice.location?.text ?? ''}
        send={createInquiry.mutateAsync}
        open={discountOffice !== null}
        onOpenChange={(open) => {
          if (!open) setDiscountOffice(null);
        }}
      />
    </Card>
  );
}
