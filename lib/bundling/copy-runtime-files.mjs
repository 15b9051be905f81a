// Run after esbuild for each function: `node copy-runtime-files.mjs <bundle folder> <file>...`.
// Copies each data file whose name the bundle mentions (a module reads it at run time from
// beside the bundle) into the bundle folder, so only the functions that read it carry it.
import { copyFileSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const [outputDir, ...files] = process.argv.slice(2);
const bundle = readFileSync(join(outputDir, 'index.js'), 'utf8');
for (const file of files) {
  if (bundle.includes(basename(file))) copyFileSync(file, join(outputDir, basename(file)));
}
