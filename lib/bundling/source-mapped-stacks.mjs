// Injected into every function bundle: error stacks name the TypeScript sources instead of
// positions in the minified bundle. Node's --enable-source-maps would do it too, but it reads
// every module's code for a source map comment and parses the bundle's map at every cold start;
// here the map beside the bundle is read the first time a stack is written, if ever.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';

const bundleFile = __filename;
let sourceMap;

function loadSourceMap() {
  if (sourceMap === undefined) {
    try {
      sourceMap = new SourceMap(JSON.parse(readFileSync(`${bundleFile}.map`, 'utf8')));
    } catch {
      sourceMap = null;
    }
  }
  return sourceMap;
}

/** One frame as V8 writes it, a position in the bundle replaced by its source position. */
function frameText(frame) {
  const text = String(frame);
  const line = frame.getLineNumber();
  const column = frame.getColumnNumber();
  if (frame.getFileName() !== bundleFile || line === null || column === null) return text;
  const entry = loadSourceMap()?.findEntry(line - 1, column - 1);
  if (!entry?.originalSource) return text;
  // The map names sources relative to the bundle's build folder; the repository path is enough.
  const source = entry.originalSource.replace(/^(\.\.\/)+/, '');
  return text.replace(
    `${bundleFile}:${line}:${column}`,
    `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`,
  );
}

function header(error) {
  try {
    return String(error);
  } catch {
    return 'Error';
  }
}

// Only in Lambda: a test that loads a bundle keeps its own runner's stacks.
if (process.env.AWS_LAMBDA_FUNCTION_NAME) {
  Error.prepareStackTrace = (error, frames) =>
    [header(error), ...frames.map((frame) => `    at ${frameText(frame)}`)].join('\n');
}
