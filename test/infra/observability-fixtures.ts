import { cognitoTriggers, httpFunctions, scheduledFunctions } from '../../lambdas/manifest';

export { httpFunctions };
/** The functions that are not routes: Cognito triggers and schedules, by name. */
export const otherFunctionNames = [
  ...Object.keys(cognitoTriggers),
  ...Object.keys(scheduledFunctions),
];
