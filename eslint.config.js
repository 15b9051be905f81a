import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The web app's layers, after bulletproof-react: imports flow one way, app → features → shared.
 * Shared code (components, lib, config, testing) knows nothing of features or the app; a
 * feature uses shared code but no other feature (the app composes them).
 */
const web = 'web/src';
const shared = ['components', 'lib', 'config', 'testing'].map((folder) => `./${web}/${folder}`);
const features = readdirSync(`${web}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = [
  {
    target: shared,
    from: [`./${web}/app`, `./${web}/features`],
    message: 'Shared code must not import the app or a feature; pass what it needs in instead.',
  },
  {
    target: `./${web}/features`,
    from: `./${web}/app`,
    message: 'A feature must not import the app.',
  },
  ...features.map((feature) => ({
    target: `./${web}/features/${feature}`,
    from: `./${web}/features`,
    except: [`./${feature}`],
    message: 'A feature must not import another feature; compose them in the app layer.',
  })),
];

export default tseslint.config(
  {
    ignores: ['node_modules', 'web/dist', 'cdk.out', '.local', 'test-results', 'playwright-report'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Schemas are built with contracts/zod.ts: zod/mini with zod's English messages loaded. The
    // classic build does not tree-shake, and zod/mini on its own answers a bare "Invalid input".
    files: ['**/*.{ts,tsx}'],
    ignores: ['contracts/zod.ts', 'web/src/lib/zod-browser.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^zod(/.*)?$',
              message: "Import the product's zod: import * as z from 'contracts/zod'.",
            },
          ],
        },
      ],
    },
  },
  {
    // esbuild keeps every export of a namespace that is re-exported as a value: `import { z }`
    // bundles zod's 40 locales into every function; a namespace import keeps only what is used.
    files: ['contracts/**/*.ts', 'lambdas/**/*.ts', 'lib/**/*.ts', 'web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value=/(^|\\/)zod$/][importKind!='type'] > :matches(ImportSpecifier[imported.name='z'][importKind!='type'], ImportDefaultSpecifier)",
          message: "Import zod as a namespace: import * as z from 'contracts/zod'.",
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'web/tsconfig.json' })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': 'error',
    },
  },
);
