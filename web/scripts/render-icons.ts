/**
 * Renders the site's icons from the brand mark (web/public/favicon.svg) with Chromium:
 * favicon.ico (16 and 32 px), the Apple touch icon (180 px) and the web manifest's icons
 * (192 and 512 px, full-bleed so launchers can mask them). Run after changing the mark:
 * `node --import tsx web/scripts/render-icons.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const mark = readFileSync(`${publicDir}favicon.svg`, 'utf8');
const toothPath = /<path d="([^"]+)"/.exec(mark)?.[1];
const background = /<rect[^>]*fill="([^"]+)"/.exec(mark)?.[1];
if (!toothPath || !background) throw new Error('favicon.svg has no tooth path or background');

/** The mark on a full square: launchers and iOS round the corners themselves. */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/><g transform="translate(16 16) scale(0.8) translate(-16 -16)"><path d="${toothPath}" fill="#fff"/></g></svg>`;

async function render(svg: string, size: number): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}</style><img src="${src}" width="${size}" height="${size}">`,
  );
  const png = await page.screenshot({ omitBackground: true });
  await page.close();
  return png;
}

/** An .ico holding PNG images, which every current browser reads. */
function ico(images: Array<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  writeFileSync(
    `${publicDir}favicon.ico`,
    ico([
      { size: 16, png: await render(mark, 16) },
      { size: 32, png: await render(mark, 32) },
    ]),
  );
  writeFileSync(`${publicDir}apple-touch-icon.png`, await render(fullBleed, 180));
  writeFileSync(`${publicDir}icon-192.png`, await render(fullBleed, 192));
  writeFileSync(`${publicDir}icon-512.png`, await render(fullBleed, 512));
} finally {
  await browser.close();
}
