/**
 * Voice sessions against the local realtime stand-in, in Chromium with a fake microphone.
 *
 *   npm run bench -- voice [--sessions=25]
 *
 * Each session does what the Voice Chat tab does: an ephemeral key from the token route, an SDP
 * offer to the stand-in, the `oai-events` data channel, one typed question. Timed in the page:
 * - connect: the offer is posted → the data channel is open;
 * - first transcript: the question is sent → the first transcript delta arrives;
 * - first audio: the question is sent → the first packet of the spoken answer arrives.
 * One local stack (child process, free ports, own data folder) serves every session.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { option } from './lib/options';
import { freePortBlock } from './lib/ports';
import { writeResult } from './lib/results';
import { formatTable, percentile, round } from './lib/stats';

const TARGET_CONNECT_P50_MS = 400;
const TARGET_FIRST_TRANSCRIPT_P50_MS = 150;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sessions = option('sessions', 25);
const QUESTIONS = [
  'Why are my teeth sensitive to hot and cold?',
  'How often should I get my teeth cleaned?',
  'Is teeth whitening safe?',
  'What are the signs of gum disease?',
  'What should I do if I chipped a tooth?',
];

async function bootStack() {
  const port = await freePortBlock();
  const localDir = path.join('.local', 'bench-voice');
  const stackFile = path.join(root, localDir, 'stack.json');
  rmSync(path.join(root, localDir), { recursive: true, force: true });
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('OPENAI_')),
  );
  const child = spawn(process.execPath, ['--no-warnings', '--import', 'tsx', 'local/start.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...inherited,
      PORT: String(port),
      LOCAL_DIR: localDir,
      VOICE_PROVIDER: 'local',
      // The benchmark is one client opening many sessions.
      RATE_LIMIT_VOICE: '1000000/60',
    },
  });
  const deadline = Date.now() + 90_000;
  while (!existsSync(stackFile)) {
    if (child.exitCode !== null) throw new Error('The stack exited during start');
    if (Date.now() > deadline) throw new Error('The stack did not start within 90 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { site } = JSON.parse(readFileSync(stackFile, 'utf8')) as { site: string };
  return {
    site,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(path.join(root, localDir), { recursive: true, force: true });
    },
  };
}

interface SessionTimes {
  connectMs: number;
  firstTranscriptMs: number;
  firstAudioMs: number;
}

/**
 * Runs in the page: one session, as the Voice Chat tab opens it. Plain browser JavaScript in a
 * string, so the page gets exactly this code (no helpers the TypeScript loader would add).
 */
const SESSION_SCRIPT = `async (question) => {
  const tokenResponse = await fetch('/api/functions/dental-token-generator', { method: 'POST' });
  if (!tokenResponse.ok) throw new Error('Failed to get token: ' + tokenResponse.status);
  const token = await tokenResponse.json();
  const pc = new RTCPeerConnection();
  const mic = await navigator.mediaDevices.getUserMedia({ audio: true });
  pc.addTrack(mic.getAudioTracks()[0], mic);
  const channel = pc.createDataChannel('oai-events');
  const open = new Promise((resolve) => { channel.onopen = () => resolve(performance.now()); });
  const firstDelta = new Promise((resolve) => {
    channel.onmessage = (message) => {
      if (JSON.parse(message.data).type === 'response.output_audio_transcript.delta') resolve(performance.now());
    };
  });
  await pc.setLocalDescription(await pc.createOffer());
  const offered = performance.now();
  const answer = await fetch(token.realtime.url, {
    method: 'POST',
    body: pc.localDescription.sdp,
    headers: { Authorization: 'Bearer ' + token.client_secret.value, 'Content-Type': 'application/sdp' },
  });
  if (answer.status !== 201) throw new Error('OpenAI WebRTC failed: ' + answer.status);
  await pc.setRemoteDescription({ type: 'answer', sdp: await answer.text() });
  const opened = await open;
  const packets = async () => {
    let received = 0;
    (await pc.getStats()).forEach((report) => {
      if (report.type === 'inbound-rtp' && report.kind === 'audio') received = report.packetsReceived || 0;
    });
    return received;
  };
  const before = await packets();
  const asked = performance.now();
  channel.send(JSON.stringify({
    type: 'conversation.item.create',
    item: { type: 'message', role: 'user', content: [{ type: 'input_text', text: question }] },
  }));
  channel.send(JSON.stringify({ type: 'response.create' }));
  let firstAudio = NaN;
  while (Number.isNaN(firstAudio) && performance.now() < asked + 10000) {
    if ((await packets()) > before) firstAudio = performance.now();
    else await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const delta = await firstDelta;
  pc.close();
  mic.getTracks().forEach((track) => track.stop());
  return { connectMs: opened - offered, firstTranscriptMs: delta - asked, firstAudioMs: firstAudio - asked };
}`;

const runSession = (page: Page, question: string) =>
  page.evaluate(`(${SESSION_SCRIPT})(${JSON.stringify(question)})`) as Promise<SessionTimes>;

const summary = (samples: number[]) => ({
  runs: samples.length,
  p50_ms: round(percentile(samples, 50)),
  p95_ms: round(percentile(samples, 95)),
  max_ms: round(Math.max(...samples)),
});

async function main(): Promise<number> {
  console.log(`Voice: ${sessions} sessions against the local realtime stand-in, after a warm-up`);
  const stack = await bootStack();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      '--allow-loopback-in-peer-connection',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  const times: SessionTimes[] = [];
  try {
    const page = await browser.newPage();
    await page.goto(`${stack.site}/contact`);
    for (let index = 0; index < 3; index += 1) await runSession(page, QUESTIONS[0]!);
    for (let index = 0; index < sessions; index += 1) {
      times.push(await runSession(page, QUESTIONS[index % QUESTIONS.length]!));
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  const connect = summary(times.map((t) => t.connectMs));
  const transcript = summary(times.map((t) => t.firstTranscriptMs));
  const audio = summary(times.map((t) => t.firstAudioMs).filter(Number.isFinite));
  const pass = {
    connect_p50: connect.p50_ms <= TARGET_CONNECT_P50_MS,
    first_transcript_p50: transcript.p50_ms <= TARGET_FIRST_TRANSCRIPT_P50_MS,
    audio_in_every_session: audio.runs === times.length,
  };
  const row = (name: string, s: ReturnType<typeof summary>) => [
    name,
    String(s.runs),
    s.p50_ms.toFixed(1),
    s.p95_ms.toFixed(1),
    s.max_ms.toFixed(1),
  ];
  console.log('');
  console.log(
    formatTable(
      ['measurement', 'runs', 'p50 ms', 'p95 ms', 'max ms'],
      [
        row('offer → data channel open', connect),
        row('typed question → first transcript delta', transcript),
        row('typed question → first audio packet', audio),
      ],
    ),
  );
  console.log(
    `\nconnect p50 ${connect.p50_ms} ms (target <= ${TARGET_CONNECT_P50_MS}) ${pass.connect_p50 ? 'ok' : 'MISSED'}; ` +
      `first transcript p50 ${transcript.p50_ms} ms (target <= ${TARGET_FIRST_TRANSCRIPT_P50_MS}) ${pass.first_transcript_p50 ? 'ok' : 'MISSED'}; ` +
      `audio in ${audio.runs}/${times.length} sessions`,
  );
  const file = writeResult('voice', {
    sessions: times.length,
    offer_to_data_channel_open: connect,
    question_to_first_transcript_delta: transcript,
    question_to_first_audio_packet: audio,
    targets: {
      connect_p50_max_ms: TARGET_CONNECT_P50_MS,
      first_transcript_p50_max_ms: TARGET_FIRST_TRANSCRIPT_P50_MS,
    },
    pass,
  });
  console.log(`Wrote ${path.relative(root, file)}`);
  return Object.values(pass).every(Boolean) ? 0 : 1;
}

process.exit(await main());
