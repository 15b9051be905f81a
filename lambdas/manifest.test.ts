import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routes } from '../contracts/routes';
import {
  cognitoTriggers,
  emailEventFunctions,
  handlerModule,
  httpFunctions,
  scheduledFunctions,
  type FunctionSpec,
} from './manifest';

const lambdasDir = fileURLToPath(new URL('.', import.meta.url));
const allFunctions: FunctionSpec[] = [
  ...httpFunctions,
  ...Object.values(cognitoTriggers),
  ...Object.values(scheduledFunctions),
  ...Object.values(emailEventFunctions),
];

describe('the function manifest', () => {
  it('deploys every route of the contract exactly once', () => {
    expect(httpFunctions.map((fn) => fn.route.id).sort()).toEqual(
      routes.map((route) => route.id).sort(),
    );
  });

  it('names an existing entry module for every function', () => {
    for (const fn of allFunctions) {
      const module = handlerModule(fn.load);
      expect(module).toMatch(/^[a-z-]+\/[a-z-]+$/);
      expect(existsSync(`${lambdasDir}${module}.ts`), module).toBe(true);
    }
  });

  it('gives the costly public routes a rate limit and nothing else one', () => {
    const limited = httpFunctions.filter((fn) => fn.rateLimit).map((fn) => fn.route.id);
    expect(limited.sort()).toEqual(
      [
        'createContactMessage',
        'createDiscountInquiry',
        'dentalAiChat',
        'dentalAiChatStream',
        'recordOfficeEvent',
        // Each sign-up of an existing address emails its owner.
        'signUp',
        'dentalTokenGenerator',
        'sendInquiryEmail',
        // Each checks the password with the user pool, or sends an email.
        'deleteMyAccount',
        'disableTwoStep',
        'syncMyEmail',
      ].sort(),
    );
  });

  it('reads the module path from either form a handler reference takes', () => {
    const relative = () => import('./offices/search-offices');
    expect(handlerModule(relative)).toBe('offices/search-offices');
    const rootRelative = Object.assign(() => Promise.reject(new Error('not loaded')), {
      toString: () => '() => __vite_ssr_dynamic_import__("/lambdas/offices/get-office.ts")',
    });
    expect(handlerModule(rootRelative)).toBe('offices/get-office');
  });
});
