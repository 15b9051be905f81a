import {
  cognitoTriggers,
  emailEventFunctions,
  httpFunctions,
  scheduledFunctions,
} from '../../lambdas/manifest';

export { httpFunctions };
/** The functions that are not routes: Cognito triggers, schedules and email events, by name. */
export const otherFunctionNames = [
  ...Object.keys(cognitoTriggers),
  ...Object.keys(scheduledFunctions),
  ...Object.keys(emailEventFunctions),
];
