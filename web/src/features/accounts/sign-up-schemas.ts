/*
 * The sign-in and sign-up schemas for the forms of the public sign-in page. They load with a
 * form's first check (see `useZodForm`): the page is usable before any validation code arrives.
 */

const schemas = () => import('@contracts/accounts/sign-up');

export const loadSignInInput = () => schemas().then((module) => module.signInInput);
export const loadAuthenticatorCodeInput = () =>
  schemas().then((module) => module.authenticatorCodeInput);
export const loadConfirmSignUpInput = () => schemas().then((module) => module.confirmSignUpInput);
export const loadPatientSignUp = () => schemas().then((module) => module.patientSignUp);
export const loadProfessionalSignUp = () => schemas().then((module) => module.professionalSignUp);
