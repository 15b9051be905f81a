/**
 * Checks the bundles `cdk synth` wrote to cdk.out (`npm test` synthesizes just before this
 * runs): every function of the manifest within its size budget, carrying a data file (the ZIP
 * table, the knowledge base, the example questions and their terms) only when its code reads
 * it, the OpenAI SDK only when it calls OpenAI and with only the API families it calls, and with
 * Powertools inside, leaving only the AWS SDK to the runtime.
 */
import { existsSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { basename, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { deployedFunctions, type DeployedFunction } from '../../bench/lib/lambda-assets';
import {
  BUNDLE_BUDGET_BYTES,
  BUNDLE_BUDGET_EXCEPTIONS,
  bundleBudgetFor,
  OPENAI_SDK_FUNCTIONS,
  OPENAI_SDK_RESOURCES,
  RUNTIME_FILES,
} from '../../lib/function-bundling';
import { repoRoot } from '../../lib/paths';
import { ZIP_TABLE_FILE } from '../../lambdas/offices/zip-lookup';
import { KNOWLEDGE_AREA_FILES } from '../../lambdas/assistant/knowledge/areas';
import {
  EXAMPLE_TERMS_FILE,
  readExampleTerms,
  termsOfExamples,
} from '../../lambdas/assistant/knowledge/example-terms';
import { learnFromExamples } from '../../lambdas/assistant/learn-from-examples';
import { textTerms } from '../../lambdas/assistant/retrieval';
import { PATIENT_PHRASINGS_FILE } from '../../lambdas/assistant/knowledge/patient-phrasings';
import {
  EVERYDAY_DENTAL_QUESTIONS_FILE,
  OFF_TOPIC_QUESTIONS_FILE,
} from '../../lambdas/assistant/knowledge/scope-examples';

const assembly = join(repoRoot, 'cdk.out');
let functions: DeployedFunction[];

beforeAll(() => {
  if (!existsSync(join(assembly, 'DentalStack-sandbox.template.json'))) {
    throw new Error('No synthesized app in cdk.out: run `npm run synth` first.');
  }
  functions = deployedFunctions(assembly, 'DentalStack-sandbox');
});

const bundleOf = (fn: DeployedFunction) => readFileSync(join(fn.assetDir, 'index.js'), 'utf8');

describe('the synthesized function bundles', () => {
  it(`are each at most ${BUNDLE_BUDGET_BYTES / 1024} KB gzip, or their listed exception`, () => {
    const over = functions
      .filter((fn) => fn.bundleGzipBytes > bundleBudgetFor(fn.name))
      .map((fn) => `${fn.name}: ${(fn.bundleGzipBytes / 1024).toFixed(1)} KB`);
    expect(over).toEqual([]);
    // An exception names a function that exists.
    const names = functions.map((fn) => fn.name);
    expect(names).toEqual(expect.arrayContaining(Object.keys(BUNDLE_BUDGET_EXCEPTIONS)));
  });

  it('ship each data file beside exactly the bundles that read it', () => {
    for (const file of RUNTIME_FILES.map((path) => basename(path))) {
      for (const fn of functions) {
        expect(file in fn.dataFiles, `${fn.name}: ${file}`).toBe(bundleOf(fn).includes(file));
      }
    }
    const withTable = functions.filter((fn) => ZIP_TABLE_FILE in fn.dataFiles).map((f) => f.name);
    expect(withTable).toEqual(expect.arrayContaining(['searchOffices', 'preSignUp']));
    expect(withTable).not.toContain('getHealth');
    const withPhrasings = functions
      .filter((fn) => PATIENT_PHRASINGS_FILE in fn.dataFiles)
      .map((f) => f.name);
    expect(withPhrasings).toEqual(expect.arrayContaining(['dentalAiChat', 'dentalAiChatStream']));
    expect(withPhrasings).not.toContain('getHealth');
    for (const file of [EVERYDAY_DENTAL_QUESTIONS_FILE, OFF_TOPIC_QUESTIONS_FILE]) {
      const withExamples = functions.filter((fn) => file in fn.dataFiles).map((f) => f.name);
      expect(withExamples, file).toEqual(withPhrasings);
    }
    for (const file of KNOWLEDGE_AREA_FILES) {
      const withArea = functions.filter((fn) => file in fn.dataFiles).map((f) => f.name);
      expect(withArea).toEqual(['dentalAiChat', 'dentalAiChatStream']);
    }
  });

  it('ship the terms of the example questions and the models learned from them beside the bundles that read them', () => {
    for (const fn of functions) {
      expect(EXAMPLE_TERMS_FILE in fn.dataFiles, fn.name).toBe(
        bundleOf(fn).includes(EXAMPLE_TERMS_FILE),
      );
    }
    const withTerms = functions.filter((fn) => EXAMPLE_TERMS_FILE in fn.dataFiles);
    expect(withTerms.map((fn) => fn.name)).toEqual(['dentalAiChat', 'dentalAiChatStream']);
    const terms = termsOfExamples(textTerms);
    const workedOut = { terms, ...learnFromExamples(terms) };
    for (const fn of withTerms) {
      expect(readExampleTerms(join(fn.assetDir, EXAMPLE_TERMS_FILE)), fn.name).toEqual(workedOut);
    }
    // Learning the models and comparing them field by field takes tens of seconds on a busy
    // machine: no speed is measured here.
  }, 240_000);

  it('carry Powertools and require only the AWS SDK from outside', () => {
    for (const fn of functions) {
      const code = bundleOf(fn);
      const required = [...code.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1]!);
      const outside = required.filter((name) => !isBuiltin(name));
      expect(
        outside.filter((name) => !name.startsWith('@aws-sdk/')),
        fn.name,
      ).toEqual([]);
      // The logger's own log-level table, and the X-Ray SDK's tracing header, are inside.
      expect(code, fn.name).toContain('POWERTOOLS_LOG_LEVEL');
      expect(code, fn.name).toContain('X-Amzn-Trace-Id');
    }
  });

  it('map their error stacks to the sources through the source map shipped beside them', () => {
    for (const fn of functions) {
      expect(bundleOf(fn), fn.name).toContain('Error.prepareStackTrace=');
      expect(existsSync(join(fn.assetDir, 'index.js.map')), fn.name).toBe(true);
    }
  });

  it('carry the OpenAI SDK in exactly the functions that call OpenAI', () => {
    // An option only the SDK's client reads.
    const withSdk = functions
      .filter((fn) => bundleOf(fn).includes('dangerouslyAllowBrowser'))
      .map((fn) => fn.name);
    expect(withSdk.sort()).toEqual([...OPENAI_SDK_FUNCTIONS].sort());
  });

  it('carry only the OpenAI API families each function calls', () => {
    // A request path of each API family, which only that family's code names.
    const pathOf: Record<string, string> = {
      chat: "'/chat/completions'",
      realtime: "'/realtime/client_secrets'",
      batches: "'/batches'",
      responses: "'/responses'",
      vectorStores: "'/vector_stores'",
    };
    for (const fn of functions.filter((f) => OPENAI_SDK_FUNCTIONS.includes(f.name))) {
      const code = bundleOf(fn).replaceAll('"', "'");
      const kept = OPENAI_SDK_RESOURCES[fn.name] ?? [];
      for (const [family, path] of Object.entries(pathOf)) {
        expect(code.includes(path), `${fn.name} ${family}`).toBe(kept.includes(family));
      }
    }
  });
});
