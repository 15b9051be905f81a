import type { Server } from 'node:http';
import { onParentExit, reportReady, requiredEnv } from './child';

type StartSes = (config: { host: string; port: number }) => Promise<Server>;

const port = Number(requiredEnv('SES_PORT'));
// The package is CommonJS with an ES-style default export; unwrap whichever shape arrives.
const loaded = (await import('aws-ses-v2-local')) as unknown as {
  default: StartSes | { default: StartSes };
};
const start = typeof loaded.default === 'function' ? loaded.default : loaded.default.default;
const server = await start({ host: '127.0.0.1', port });
reportReady({ port });
onParentExit(() => new Promise<void>((resolve) => server.close(() => resolve())));
