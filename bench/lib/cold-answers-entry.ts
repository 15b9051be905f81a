/** What `npm run bench -- cold-answers` bundles: the assistant's analysis, and where its example terms came from. */
export { analyzeQuestion } from '../../lambdas/assistant/compose-answer';
export { exampleTermsSource } from '../../lambdas/assistant/knowledge/example-terms';
