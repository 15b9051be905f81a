// Run by `npm install` (postinstall). werift gives the first record of the new DTLS epoch (the
// Finished message) the next sequence number of the old epoch instead of 0, so Chromium holds
// the first data-channel message for about a second. The record must be number 0 of epoch 1:
// number it -1 before building it (the builder pre-increments), and let later records follow.
// Idempotent; it says so when werift's code no longer looks as expected and changes nothing.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const lib = path.join(root, 'node_modules', 'werift', 'lib');
const files = [
  'index.mjs',
  'dtls/src/flight/client/flight5.js',
  'dtls/src/flight/server/flight6.js',
].map((file) => path.join(lib, file));

const UNPATCHED =
  /(this\.dtls\.epoch = 1;\n(\s*))(const \[packet\] = this\.createPacket\(\[finish\]\);)((?:\n\s*\/\/[^\n]*)*\n\s*)this\.dtls\.recordSequenceNumber = 0;\n/g;
const MARK = 'this.dtls.recordSequenceNumber = -1;';

if (!existsSync(lib)) process.exit(0);
for (const file of files) {
  if (!existsSync(file)) continue;
  const source = readFileSync(file, 'utf8');
  if (source.includes(MARK)) continue;
  const patched = source.replace(UNPATCHED, `$1${MARK}\n$2$3$4`);
  if (patched === source) {
    console.warn(`werift DTLS patch: ${path.relative(root, file)} has changed; not patched`);
    continue;
  }
  writeFileSync(file, patched);
}
