import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../contracts/http';
import { routes } from '../../contracts/routes';
import { callApi } from '../support/stack';
import { demoTokens } from '../support/users';

/** Random bodies against every route that takes one: whatever arrives, the answer is never a 5xx. */
const jsonValue = fc.jsonValue({ maxDepth: 3 });
const bodyLike = fc.oneof(
  jsonValue,
  fc.dictionary(fc.string({ maxLength: 20 }), jsonValue, { maxKeys: 8 }),
  fc.record(
    {
      name: fc.string(),
      email: fc.oneof(fc.emailAddress(), fc.string()),
      subject: fc.string(),
      message: fc.string({ maxLength: 3000 }),
      question: fc.string({ maxLength: 1200 }),
      office_id: fc.string(),
      user_name: fc.string(),
      user_email: fc.oneof(fc.emailAddress(), fc.string()),
      first_name: fc.string(),
      phone: fc.string(),
    },
    { requiredKeys: [] },
  ),
);

let token: string;
beforeAll(async () => {
  token = (await demoTokens('admin')).IdToken;
});

describe('random bodies never cause a 5xx', () => {
  for (const route of routes.filter((candidate) => candidate.body)) {
    it(`${route.method} ${route.path}`, async () => {
      const path = fillPath(route.path, { id: 'ofc_random' });
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            bodyLike.map((value) => JSON.stringify(value)),
            fc.string({ maxLength: 200 }),
          ),
          async (raw) => {
            const result = await callApi(route.method, path, {
              rawBody: raw,
              token: route.access === 'public' ? undefined : token,
            });
            expect(result.status, `${raw} → ${JSON.stringify(result.body)}`).toBeLessThan(500);
          },
        ),
        { numRuns: 40 },
      );
    });
  }
});
