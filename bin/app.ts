import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { SITE_NAME } from '../contracts/brand';
import { readAppConfig, type AppConfig } from '../lib/app-config';
import { DentalStack } from '../lib/dental-stack';

const app = new App();

let config: AppConfig;
try {
  config = readAppConfig((key) => app.node.tryGetContext(key));
} catch (error) {
  // A short message instead of a stack trace: the fix is a context value.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

new DentalStack(app, `DentalStack-${config.stage}`, {
  config,
  description: `${SITE_NAME}: site, API and data (${config.stage})`,
  // Unset without credentials: the template is then environment-agnostic.
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
});
Tags.of(app).add('project', 'smileguide');
Tags.of(app).add('stage', config.stage);

Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
