/**
 * The realtime voice provider's stand-in, as a supervised child of the local stack: WebRTC calls
 * answered by the assistant's own engine (red flags, then the knowledge base), spoken back with
 * a WebAssembly speech synthesizer and Opus encoder.
 */
import { RTCDtlsTransport } from 'werift';
import { SITE_SHORT_NAME } from '../../contracts/brand';
import { answerQuestion } from '../../lambdas/assistant/answer-question';
import { createRealtimeServer } from '../realtime/realtime-server';
import { Speech } from '../realtime/speech';
import { onParentExit, reportReady, requiredEnv } from './child';

const port = Number(requiredEnv('REALTIME_PORT'));

const GREETING = `Hello! I'm the ${SITE_SHORT_NAME} voice assistant. Ask me about tooth pain, gum health, whitening or cleanings, or ask me to find a dental office near you.`;

async function answer(question: string): Promise<string> {
  let text = '';
  const events = answerQuestion(question, {
    provider: null,
    adminPrompts: async () => [],
    timeoutMs: 0,
    budgetMs: 0,
    mode: 'complete',
  });
  for await (const event of events) if (event.type === 'delta') text += event.text;
  return text;
}

const speech = new Speech();
// The first call would otherwise wait for the DTLS certificate, the synthesizer's warm-up and
// the knowledge base's index.
await Promise.all([
  RTCDtlsTransport.SetupCertificate(),
  speech.ready,
  answer('How often should I brush my teeth?'),
]);

const { server, calls } = createRealtimeServer({
  apiKey: requiredEnv('REALTIME_API_KEY'),
  allowedOrigin: requiredEnv('REALTIME_ALLOWED_ORIGIN'),
  faultControl: process.env.LOCAL_FAULTS === '1',
  deps: { speech, answer, greeting: GREETING },
});
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
reportReady({ port });
onParentExit(async () => {
  await Promise.all([...calls.values()].map((call) => call.close()));
  await speech.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
