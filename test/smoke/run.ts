/**
 * `npm run smoke -- --url <site URL> [--zip 10001] [--writes <your address> [--office <id>]]`
 *
 * Checks a running stage (the local stack or a deployed one). A test account is used when
 * SMOKE_EMAIL and SMOKE_PASSWORD are set. Prints a pass/fail table; exits 1 on any failure.
 */
import { parseArgs } from 'node:util';
import { formatResults, runSmoke } from './smoke';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    zip: { type: 'string' },
    writes: { type: 'string' },
    office: { type: 'string' },
  },
});

if (!values.url || !/^https?:\/\/[^/]+/.test(values.url)) {
  console.error('Usage: npm run smoke -- --url <site URL, e.g. http://127.0.0.1:3000>');
  process.exit(2);
}
if (values.office && !values.writes) {
  console.error('--office sends a discount request, so it needs --writes <your address>');
  process.exit(2);
}

const { SMOKE_EMAIL, SMOKE_PASSWORD } = process.env;
const results = await runSmoke({
  url: values.url,
  zip: values.zip,
  account:
    SMOKE_EMAIL && SMOKE_PASSWORD ? { email: SMOKE_EMAIL, password: SMOKE_PASSWORD } : undefined,
  writes: values.writes ? { email: values.writes, officeId: values.office } : undefined,
});
console.log(`Smoke test of ${values.url}\n`);
console.log(formatResults(results));
process.exit(results.every((result) => result.ok) ? 0 : 1);
