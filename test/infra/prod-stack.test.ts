import type { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { synthStack, type SynthesizedStack } from './synth-stack';
import { appFunctions, resourcesOf } from './template-queries';

let synthesized: SynthesizedStack;
let template: Template;

beforeAll(() => {
  synthesized = synthStack('prod');
  template = synthesized.template;
});
afterAll(() => synthesized.cleanup());

describe('a prod stack', () => {
  it('retains the table and protects it from deletion', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: { DeletionProtectionEnabled: true },
    });
  });

  it('retains the user pool and protects it from deletion', () => {
    template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: { DeletionProtection: 'ACTIVE' },
    });
  });

  it('retains the secrets and the versioned web bucket, and never empties it', () => {
    template.allResources('AWS::SecretsManager::Secret', { DeletionPolicy: 'Retain' });
    template.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: { VersioningConfiguration: { Status: 'Enabled' } },
    });
    template.resourceCountIs('Custom::S3AutoDeleteObjects', 0);
  });

  it('keeps function logs for a year', () => {
    for (const [, fn] of appFunctions(template)) {
      const { Ref } = (fn.Properties?.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup;
      expect(resourcesOf(template)[Ref]).toMatchObject({
        DeletionPolicy: 'Retain',
        Properties: { RetentionInDays: 365 },
      });
    }
  });

  it('serves the API from the prod stage, and is termination-protected', () => {
    template.hasResourceProperties('AWS::ApiGateway::Stage', { StageName: 'prod' });
    expect(synthesized.stack.terminationProtection).toBe(true);
  });
});
