// Injected into every function bundle: the sources are ES modules that locate files beside
// themselves with `import.meta.url`, and the bundle is CommonJS, where that is its own path.
import { pathToFileURL } from 'node:url';

export const importMetaUrl = pathToFileURL(__filename).href;
