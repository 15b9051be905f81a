import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  PAGE_LOADER_SCRIPT_HASH,
  siteContentSecurityPolicy,
} from '../../lambdas/core/security-headers';
import { PAGE_LOADER_SCRIPT } from './page-loader';

describe('page loader', () => {
  it('is the script the content security policy allows by its hash', () => {
    const hash = createHash('sha256').update(PAGE_LOADER_SCRIPT).digest('base64');
    expect(PAGE_LOADER_SCRIPT_HASH).toBe(`sha256-${hash}`);
    expect(siteContentSecurityPolicy([])).toContain(
      `script-src 'self' '${PAGE_LOADER_SCRIPT_HASH}';`,
    );
  });
});
