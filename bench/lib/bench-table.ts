import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ensureTable } from '../../local/setup-table';
import { Supervisor } from '../../local/supervisor';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Runs `work` against a fresh in-memory table (the local DynamoDB stand-in on a free port), with
 * the handler configuration pointing at it so the real stores read and write it. The stand-in and
 * its table vanish afterwards.
 */
export async function withBenchTable<T>(table: string, port: number, work: () => Promise<T>) {
  const endpoint = `http://127.0.0.1:${port}`;
  Object.assign(process.env, {
    STAGE: 'local',
    TABLE_NAME: table,
    USER_POOL_ID: 'bench',
    USER_POOL_CLIENT_ID: 'bench',
    EMAIL_FROM: 'bench@example.com',
    SUPPORT_EMAIL: 'bench@example.com',
    DYNAMODB_ENDPOINT: endpoint,
  });
  const logDir = mkdtempSync(path.join(os.tmpdir(), `${table}-`));
  const supervisor = new Supervisor(logDir);
  try {
    // No data path: the stand-in keeps the table in memory.
    await supervisor.start('dynamodb', path.join(root, 'local', 'services', 'dynamodb.ts'), {
      DYNAMODB_PORT: String(port),
    });
    await ensureTable(
      new DynamoDBClient({
        region: 'us-east-1',
        endpoint,
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
      table,
    );
    return await work();
  } finally {
    await supervisor.stopAll();
    rmSync(logDir, { recursive: true, force: true });
  }
}
