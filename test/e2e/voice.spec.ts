import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from '../support/inbox';
import { stack } from '../support/stack';
import { asNewClient, expectNoA11yViolations } from './fixtures';

/**
 * The Voice Chat tab in Chromium with a fake microphone, against the local realtime stand-in:
 * real WebRTC, the assistant's answers streamed as text and spoken as Opus audio.
 */

type Peers = { __peers: RTCPeerConnection[] };

/** Keeps every RTCPeerConnection the page makes, to read its statistics. */
async function watchPeers(page: Page) {
  await page.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    (window as unknown as Peers).__peers = [];
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        (window as unknown as Peers).__peers.push(this);
      }
    } as typeof RTCPeerConnection;
  });
}

const inboundAudioBytes = (page: Page) =>
  page.evaluate(async () => {
    const peers = (window as unknown as Peers).__peers;
    const peer = peers[peers.length - 1];
    if (!peer) return 0;
    let bytes = 0;
    (await peer.getStats()).forEach(
      (report: { type: string; kind?: string; bytesReceived?: number }) => {
        if (report.type === 'inbound-rtp' && report.kind === 'audio')
          bytes = report.bytesReceived ?? 0;
      },
    );
    return bytes;
  });

const status = (page: Page) => page.getByTestId('voice-status');
const messageBox = (page: Page) => page.getByLabel('Type your message');
const transcript = (page: Page) => page.getByRole('log', { name: 'Voice conversation' });

async function openVoiceTab(page: Page) {
  await asNewClient(page);
  await watchPeers(page);
  await page.goto('/dental-ai');
  await page.getByRole('tab', { name: 'Voice Chat' }).click();
  await expect(status(page)).toContainText('Connected', { timeout: 20_000 });
}

async function send(page: Page, text: string) {
  await messageBox(page).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

test.describe('the Voice Chat tab', () => {
  test('connects, answers a typed question as a streamed transcript, and speaks it', async ({
    page,
  }) => {
    await openVoiceTab(page);
    await expect(page.getByTestId('voice-countdown')).toHaveText('2:00');
    await send(page, 'Why are my teeth sensitive to cold?');
    await expect(transcript(page).locator('[data-role="user"]')).toHaveText(
      /You: Why are my teeth sensitive to cold\?/,
    );
    await expect(transcript(page).locator('[data-role="assistant"]')).toContainText(/sensitiv/i);
    const first = await inboundAudioBytes(page);
    await expect.poll(() => inboundAudioBytes(page)).toBeGreaterThan(first + 2000);
    await expectNoA11yViolations(page);
  });

  test('Voice On starts the timer and the intro, Mute works only while on, Voice Off stops the microphone', async ({
    page,
  }) => {
    await openVoiceTab(page);
    const mute = page.getByRole('button', { name: 'Mute' });
    await expect(mute).toBeDisabled();
    await page.getByRole('button', { name: 'Voice On' }).click();
    await expect(page.getByRole('button', { name: 'Voice Off' })).toBeVisible();
    await expect(transcript(page)).toContainText('voice assistant');
    await expect(page.getByTestId('voice-countdown')).not.toHaveText('2:00', { timeout: 5000 });
    // The stand-in receives the microphone.
    await expect
      .poll(async () => {
        const { calls } = (await (await fetch(stack().realtime!.calls)).json()) as {
          calls: Array<{ micPackets: number }>;
        };
        return Math.max(0, ...calls.map((call) => call.micPackets));
      })
      .toBeGreaterThan(10);
    await mute.click();
    await expect(page.getByRole('button', { name: 'Unmute' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Unmute' }).click();
    await page.getByRole('button', { name: 'Voice Off' }).click();
    await expect(page.getByRole('button', { name: 'Voice On' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mute' })).toBeDisabled();
  });

  test('a refused microphone leaves the tab usable by text', async ({ page }) => {
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await openVoiceTab(page);
    await page.getByRole('button', { name: 'Voice On' }).click();
    await expect(
      page.getByText(
        'Microphone access is required for voice chat. You can still type your questions.',
      ),
    ).toBeVisible();
    await expect(status(page)).toContainText(
      'Connection established - microphone permission required for voice chat.',
    );
    await send(page, 'How often should I floss?');
    await expect(transcript(page).locator('[data-role="assistant"]')).toContainText(/floss/i);
  });

  test('Reconnect after the service drops the call', async ({ page }) => {
    await openVoiceTab(page);
    const dropped = await fetch(`${stack().realtime!.url}/__local/drop`, { method: 'POST' });
    expect(dropped.status).toBe(204);
    await expect(status(page)).toContainText('Disconnected', { timeout: 20_000 });
    await send(page, 'Hello?');
    await expect(page.getByText('Please wait for connection to establish...')).toBeVisible();
    await page.getByRole('button', { name: 'Reconnect' }).click();
    await expect(status(page)).toContainText('Connected', { timeout: 20_000 });
    await send(page, 'Is whitening safe?');
    await expect(transcript(page).locator('[data-role="assistant"]')).toContainText(/whiten/i);
  });

  test('captures a lead, shows three offices, prefills a discount request and emails the lead', async ({
    page,
  }) => {
    const tag = randomUUID().slice(0, 6);
    await openVoiceTab(page);
    await send(page, 'Can I get a discount at a dental office near me?');
    await expect(transcript(page)).toContainText('What is your first name?');
    const replies: Array<[string, string]> = [
      ['Lena', 'What is your last name?'],
      [`Lead${tag}`, 'best phone number'],
      ['(212) 555-0142', 'street address'],
      ['350 Fifth Avenue', 'ZIP code'],
      ['10001', 'Here are the recommended offices'],
    ];
    for (const [reply, next] of replies) {
      await send(page, reply);
      await expect(transcript(page)).toContainText(next);
    }
    const overlay = page.getByRole('region', { name: 'Recommended Dental Offices' });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('listitem')).toHaveCount(3);
    await expect(overlay.getByRole('link', { name: /^Call / })).toHaveCount(3);

    await overlay
      .getByRole('button', { name: /^Request Discount at / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Name')).toHaveValue(`Lena Lead${tag}`);
    await expect(dialog.getByLabel('Location')).toHaveValue('350 Fifth Avenue, 10001');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await overlay.getByRole('button', { name: 'Back to Chat' }).click();
    await expect(overlay).toBeHidden();

    const mails = await waitForMail(
      (mail) => mail.subject === `Voice assistant lead: Lena Lead${tag}, 10001`,
      { count: 4 },
    );
    expect(mails.map((mail) => mail.destination.to[0])).toContain('support@smileguide.local');
  });

  test('expires at 0 on the browser clock: voice off, everything disabled, offices shown', async ({
    page,
  }) => {
    await page.clock.install();
    await openVoiceTab(page);
    await send(page, 'My ZIP code is 10001');
    await page.getByRole('button', { name: 'Voice On' }).click();
    await expect(page.getByRole('button', { name: 'Voice Off' })).toBeVisible();
    await page.clock.fastForward('01:01');
    await expect(page.getByTestId('voice-countdown')).toHaveText('0:59');
    await expect(page.locator('[data-tone="yellow"]')).toBeVisible();
    await page.clock.fastForward('00:30');
    await expect(page.locator('[data-tone="red"]')).toBeVisible();
    await page.clock.fastForward('00:30');

    await expect(page.getByRole('button', { name: 'Time Expired' })).toBeDisabled();
    await expect(messageBox(page)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Reconnect' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Find Offices' })).toBeDisabled();
    await expect(transcript(page)).toContainText('Our consultation time is up.');
    await expect(page.getByRole('region', { name: 'Recommended Dental Offices' })).toBeVisible();
  });
});
