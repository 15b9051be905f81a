// An esbuild plugin for the functions that call OpenAI through its official SDK. The SDK's
// client creates an object for every API of the platform when it is constructed, so a bundle
// would carry all of them (about 146 KB minified) though a function calls one or two. For the
// modules the client itself (client.mjs, and resources/index.mjs it reads them through) imports
// from resources/, the plugin keeps the API families named in `keep` (`chat`, `realtime`: the
// first folder or file under resources/) and gives every other one an empty resource class of
// the same name. Calling an API left out fails at once (`client.batches.create` is not a
// function); the APIs kept are the SDK's own code, unchanged.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const NAMESPACE = 'openai-resource-left-out';

/** Modules of resources/ every client needs whatever it calls: type-only or shared ones. */
const ALWAYS_KEPT = new Set(['index', 'shared']);

/** `resources/chat/chat.mjs` → `chat`; `resources/batches.mjs` → `batches`. */
function familyOf(resourcesDir, file) {
  const [first] = relative(resourcesDir, file).split(sep);
  return first.replace(/\.mjs$/, '');
}

/**
 * The names a resource module exports (its classes, and what it re-exports, following
 * `export * from`), read from the module itself.
 */
function exportedNames(file) {
  const source = readFileSync(file, 'utf8');
  const names = [...source.matchAll(/^export class (\w+)/gm)].map((m) => m[1]);
  for (const [, list] of source.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const item of list.split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .at(-1);
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  for (const [, target] of source.matchAll(/^export \* from "([^"]+)"/gm)) {
    names.push(...exportedNames(resolve(dirname(file), target)));
  }
  return [...new Set(names)];
}

/**
 * @param {readonly string[]} keep API families of the SDK the function calls.
 * @returns {import('esbuild').Plugin}
 */
export function keepOpenAiResources(keep) {
  const kept = new Set([...ALWAYS_KEPT, ...keep]);
  /** Whether every family asked for was found in the SDK (checked on its first import). */
  let checked = false;
  return {
    name: 'keep-openai-resources',
    setup(build) {
      build.onResolve({ filter: /^\.\.?\/.*\.mjs$/ }, (args) => {
        const importer = args.importer.split(sep).join('/');
        const fromClient = /\/node_modules\/openai\/client\.mjs$/.test(importer);
        const fromIndex = /\/node_modules\/openai\/resources\/index\.mjs$/.test(importer);
        if (!fromClient && !fromIndex) return undefined;
        const packageDir = fromClient ? dirname(args.importer) : dirname(dirname(args.importer));
        const resourcesDir = join(packageDir, 'resources');
        if (!checked) {
          for (const family of keep) {
            const found = [join(resourcesDir, family), join(resourcesDir, `${family}.mjs`)];
            if (!found.some((path) => existsSync(path))) {
              throw new Error(`The OpenAI SDK has no API family "${family}" to keep`);
            }
          }
          checked = true;
        }
        const file = resolve(args.resolveDir, args.path);
        if (!file.startsWith(resourcesDir + sep)) return undefined;
        if (kept.has(familyOf(resourcesDir, file))) return undefined;
        return { path: file, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: exportedNames(args.path)
          .map((name) => `export class ${name} { constructor(client) { this._client = client; } }`)
          .join('\n'),
        loader: 'js',
        resolveDir: dirname(args.path),
        watchFiles: [args.path],
      }));
    },
  };
}
