export { type Random, seededRandom } from '../../lambdas/core/random';
