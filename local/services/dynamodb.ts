import { mkdirSync } from 'node:fs';
import dynalite from 'dynalite';
import { onParentExit, reportReady, requiredEnv } from './child';

const port = Number(requiredEnv('DYNAMODB_PORT'));
const dataPath = process.env.DYNAMODB_PATH;
if (dataPath) mkdirSync(dataPath, { recursive: true });

const server = dynalite({
  createTableMs: 0,
  deleteTableMs: 0,
  updateTableMs: 0,
  ...(dataPath ? { path: dataPath } : {}),
});
server.listen(port, '127.0.0.1', () => reportReady({ port }));
onParentExit(() => new Promise<void>((resolve) => server.close(() => resolve())));
