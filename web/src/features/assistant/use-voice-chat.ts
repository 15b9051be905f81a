import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { toast } from '@/lib/toast/toast-store';
import { useVoiceToken } from './api/get-voice-token';
import { useSendInquiryEmail } from './api/send-inquiry-email';
import { voiceText } from './voice-content';
import { useConsultation } from './use-consultation';
import { connectionReducer, initialConnection } from './voice/connection-state';
import {
  detectLocation,
  initialLead,
  leadLocation,
  leadTurn,
  mentionsOffices,
  type DetectedLocation,
  type LeadInfo,
  type LeadState,
} from './voice/lead-capture';
import { RealtimeConnection, type ServerEvent } from './voice/realtime-connection';

export interface VoiceMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: number;
}

const TRANSCRIPT_DELTAS = new Set([
  'response.output_audio_transcript.delta',
  'response.audio_transcript.delta',
  'response.output_text.delta',
  'response.text.delta',
]);
const TRANSCRIPT_DONE = new Set([
  'response.output_audio_transcript.done',
  'response.audio_transcript.done',
  'response.output_text.done',
  'response.text.done',
]);
const USER_TRANSCRIPT = 'conversation.item.input_audio_transcription.completed';

/** A fixed line for the assistant to say, in a form the provider (and the stand-in) follow. */
const sayExactly = (line: string) =>
  `Say exactly this to the visitor, and nothing else: "${line.replace(/"/g, "'")}"`;

let nextId = 0;
const messageId = () => `local-${Date.now()}-${(nextId += 1)}`;

const alert = (description: string) => toast({ title: description, variant: 'destructive' });

/**
 * The Voice Chat tab's behaviour: the realtime call (connected while the tab is open), voice and
 * mute, the 2-minute consultation, the streamed transcript of both sides, the contact dialogue
 * and the recommended offices.
 */
export function useVoiceChat() {
  const getToken = useVoiceToken();
  const sendInquiry = useSendInquiryEmail();
  const [connection, dispatch] = useReducer(connectionReducer, initialConnection);
  const [messages, setMessages] = useState<VoiceMessage[]>([]);
  const [voiceOn, setVoiceOn] = useState(false);
  const [muted, setMuted] = useState(false);
  const [location, setLocation] = useState<DetectedLocation | null>(null);
  const [lead, setLead] = useState<LeadInfo | null>(null);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);

  const callRef = useRef<RealtimeConnection | null>(null);
  const micRef = useRef<MediaStream | null>(null);
  const leadRef = useRef<LeadState>(initialLead);
  const locationRef = useRef<DetectedLocation | null>(null);
  const introSent = useRef(false);
  locationRef.current = location;

  const addMessage = useCallback((role: VoiceMessage['role'], content: string) => {
    setMessages((list) => [...list, { id: messageId(), role, content, timestamp: Date.now() }]);
  }, []);

  const stopMicrophone = useCallback(() => {
    micRef.current?.getTracks().forEach((track) => track.stop());
    micRef.current = null;
    void callRef.current?.setMicrophone(null);
  }, []);

  // At 0 the consultation expires: voice off, everything disabled, the call ended, a closing
  // message, and the offices if we know where the visitor is.
  const consultation = useConsultation(() => {
    stopMicrophone();
    setVoiceOn(false);
    setMuted(false);
    callRef.current?.close();
    callRef.current = null;
    dispatch({ type: 'ended' });
    addMessage('assistant', voiceText.closing);
    if (locationRef.current?.zip) setOverlayOpen(true);
  });
  const { expired } = consultation;

  const onEvent = useCallback((event: ServerEvent) => {
    const key = String(event.item_id ?? event.response_id ?? 'assistant');
    if (TRANSCRIPT_DELTAS.has(event.type) && typeof event.delta === 'string') {
      const delta = event.delta;
      setMessages((list) => {
        const index = list.findIndex((message) => message.id === key);
        if (index === -1) {
          return [...list, { id: key, role: 'assistant', content: delta, timestamp: Date.now() }];
        }
        const updated = [...list];
        updated[index] = { ...list[index]!, content: list[index]!.content + delta };
        return updated;
      });
    } else if (TRANSCRIPT_DONE.has(event.type)) {
      const text = typeof event.transcript === 'string' ? event.transcript : event.text;
      if (typeof text !== 'string') return;
      setMessages((list) => {
        const index = list.findIndex((message) => message.id === key);
        if (index === -1) {
          return [...list, { id: key, role: 'assistant', content: text, timestamp: Date.now() }];
        }
        const updated = [...list];
        updated[index] = { ...list[index]!, content: text };
        return updated;
      });
      if (mentionsOffices(text) && locationRef.current?.zip) setOverlayOpen(true);
    } else if (event.type === USER_TRANSCRIPT && typeof event.transcript === 'string') {
      handleVisitorTextRef.current(event.transcript, 'spoken');
    }
  }, []);

  const connect = useCallback(async () => {
    callRef.current?.close();
    const call = new RealtimeConnection({
      onEvent,
      onRemoteStream: setRemoteStream,
      onDropped: () => {
        if (callRef.current === call) dispatch({ type: 'dropped' });
      },
    });
    callRef.current = call;
    dispatch({ type: 'connect' });
    try {
      await call.connect(getToken);
      if (callRef.current !== call) return;
      const mic = micRef.current?.getAudioTracks()[0];
      if (mic) await call.setMicrophone(mic);
      dispatch({ type: 'connected' });
    } catch (error) {
      if (callRef.current !== call) return;
      const message = error instanceof Error ? error.message : String(error);
      dispatch({ type: 'failed', error: message });
      alert(message);
    }
  }, [getToken, onEvent]);

  // Connected while the tab is open, closed when it is left.
  useEffect(() => {
    void connect();
    return () => {
      callRef.current?.close();
      callRef.current = null;
      micRef.current?.getTracks().forEach((track) => track.stop());
      micRef.current = null;
    };
  }, [connect]);

  /** Sends events for one visitor message; false when nothing could be sent. */
  const handleVisitorText = (text: string, source: 'typed' | 'spoken'): boolean => {
    const call = callRef.current;
    const message = text.trim();
    if (!message || !call) return false;
    addMessage('user', message);
    const found = detectLocation(message);
    if (found && (found.zip || !locationRef.current?.zip)) setLocation(found);
    const turn = leadTurn(leadRef.current, message);
    leadRef.current = turn.lead;
    try {
      if (source === 'typed') {
        call.send({
          type: 'conversation.item.create',
          item: { type: 'message', role: 'user', content: [{ type: 'input_text', text: message }] },
        });
      } else if (turn.say) {
        // The provider already answers speech by itself; the dialogue's question replaces that.
        call.send({ type: 'response.cancel' });
      }
      if (source === 'typed' || turn.say) {
        call.send({
          type: 'response.create',
          ...(turn.say ? { response: { instructions: sayExactly(turn.say) } } : {}),
        });
      }
    } catch (error) {
      alert(error instanceof Error ? error.message : String(error));
      return false;
    }
    if (turn.completed) {
      const info = turn.completed;
      const where = leadLocation(info);
      setLocation(where);
      setLead(info);
      setOverlayOpen(true);
      sendInquiry.mutate(
        {
          contactInfo: {
            firstName: info.firstName,
            lastName: info.lastName,
            phone: info.phone,
            address: info.address,
            zipCode: info.zipCode,
            concern: info.concern,
          },
          userLocation: where.text,
        },
        { onError: () => alert(voiceText.inquiryFailed) },
      );
    }
    return true;
  };
  const handleVisitorTextRef = useRef(handleVisitorText);
  handleVisitorTextRef.current = handleVisitorText;

  const sendText = (text: string): boolean => {
    if (expired) {
      alert(voiceText.expiredAlert);
      return false;
    }
    if (connection.status !== 'connected' || !callRef.current?.ready) {
      alert(voiceText.waitForConnection);
      return false;
    }
    return handleVisitorText(text, 'typed');
  };

  const toggleVoice = async () => {
    if (expired) return alert(voiceText.expiredAlert);
    if (voiceOn) {
      stopMicrophone();
      setVoiceOn(false);
      setMuted(false);
      return;
    }
    const call = callRef.current;
    if (connection.status !== 'connected' || !call?.ready) return alert(voiceText.connectFirst);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: {
          channelCount: 1,
          sampleRate: 24000,
          echoCancellation: true,
          noiseSuppression: true,
        },
      });
    } catch {
      dispatch({ type: 'microphone-denied' });
      return alert(voiceText.microphoneDenied);
    }
    micRef.current = stream;
    await call.setMicrophone(stream.getAudioTracks()[0] ?? null);
    dispatch({ type: 'microphone-granted' });
    setVoiceOn(true);
    setMuted(false);
    if (!introSent.current) {
      introSent.current = true;
      consultation.start();
      try {
        call.send({
          type: 'response.create',
          response: { instructions: voiceText.introInstructions },
        });
      } catch (error) {
        alert(error instanceof Error ? error.message : String(error));
      }
    }
  };

  const toggleMute = () => {
    if (!voiceOn || expired) return;
    const next = !muted;
    micRef.current?.getAudioTracks().forEach((track) => {
      track.enabled = !next;
    });
    setMuted(next);
  };

  const findOffices = () => {
    if (expired) return alert(voiceText.expiredAlert);
    if (location?.zip) return setOverlayOpen(true);
    const call = callRef.current;
    if (connection.status === 'connected' && call?.ready) {
      call.send({
        type: 'response.create',
        response: { instructions: sayExactly(voiceText.askZip) },
      });
    } else {
      addMessage('assistant', voiceText.askZip);
    }
  };

  return {
    connection,
    messages,
    voiceOn,
    muted,
    expired,
    timerStarted: consultation.started,
    secondsLeft: consultation.secondsLeft,
    location,
    lead,
    overlayOpen,
    setOverlayOpen,
    remoteStream,
    reconnect: () => void connect(),
    sendText,
    toggleVoice: () => void toggleVoice(),
    toggleMute,
    findOffices,
  };
}
