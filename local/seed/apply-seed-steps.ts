import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lambdas/core/db';

export interface SeedStep {
  /** Bump when the step's data changes, so existing local data gets it once. */
  version: number;
  run: () => Promise<void>;
}

/** The marker that a seed step ran: pk=SEED, sk=<step>#v<version>. */
const seedMarkerKey = (name: string, version: number) => ({
  pk: 'SEED',
  sk: `${name}#v${version}`,
});

/** Runs each seed step once per data folder; a marker item records what has been applied. */
export async function applySeedSteps(steps: Record<string, SeedStep>): Promise<string[]> {
  const applied: string[] = [];
  for (const [name, step] of Object.entries(steps)) {
    const key = seedMarkerKey(name, step.version);
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key }));
    if (Item) continue;
    await step.run();
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key, applied_at: new Date().toISOString() },
      }),
    );
    applied.push(name);
  }
  return applied;
}
