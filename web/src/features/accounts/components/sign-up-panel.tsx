import type { UserType } from '@contracts/accounts/profile';
import type { SignUpInput } from '@contracts/accounts/sign-up';
import { toast } from '@/lib/toast/toast-store';
import { useSignUp } from '../api/sign-up';
import { authToasts } from '../auth-content';
import { showAuthError } from '../show-auth-error';
import { patientSignUpRequest, professionalSignUpRequest } from '../sign-up-request';
import { AccountTypeSwitch } from './account-type-switch';
import { PatientSignUpForm } from './patient-sign-up-form';
import { ProfessionalSignUpForm } from './professional-sign-up-form';

export interface SignUpPanelProps {
  type: UserType;
  onTypeChange: (type: UserType) => void;
  /** The sign-up was accepted: the emailed code confirms it next. */
  onSignedUp: (email: string) => void;
}

export function SignUpPanel({ type, onTypeChange, onSignedUp }: SignUpPanelProps) {
  const signUp = useSignUp();

  const send = async (request: SignUpInput) => {
    try {
      await signUp.mutateAsync(request);
    } catch (error) {
      showAuthError(authToasts.signUpFailed, error, 'signUp');
      return;
    }
    // The same outcome whether or not the address already has an account.
    toast(authToasts.signUpSuccess);
    onSignedUp(request.email);
  };

  return (
    <div className="space-y-6">
      <AccountTypeSwitch value={type} onChange={onTypeChange} />
      {type === 'professional' ? (
        <ProfessionalSignUpForm onSubmit={(values) => send(professionalSignUpRequest(values))} />
      ) : (
        <PatientSignUpForm onSubmit={(values) => send(patientSignUpRequest(values))} />
      )}
    </div>
  );
}
