import type { UserType } from '@contracts/accounts/profile';
import { useAuth, type SignUpRequest } from '@/lib/auth/auth-context';
import { toast } from '@/lib/toast/toast-store';
import { authToasts } from '../auth-content';
import { showAuthError } from '../show-auth-error';
import { patientSignUpRequest, professionalSignUpRequest } from '../sign-up-request';
import { AccountTypeSwitch } from './account-type-switch';
import { PatientSignUpForm } from './patient-sign-up-form';
import { ProfessionalSignUpForm } from './professional-sign-up-form';

export interface SignUpPanelProps {
  type: UserType;
  onTypeChange: (type: UserType) => void;
  /** The account was created: the emailed code confirms it next. */
  onSignedUp: (email: string, confirmed: boolean) => void;
}

export function SignUpPanel({ type, onTypeChange, onSignedUp }: SignUpPanelProps) {
  const { signUp } = useAuth();

  const send = async (request: SignUpRequest) => {
    let confirmed: boolean;
    try {
      confirmed = (await signUp(request)).userConfirmed;
    } catch (error) {
      showAuthError(authToasts.signUpFailed, error, 'signUp');
      return;
    }
    toast(authToasts.signUpSuccess);
    onSignedUp(request.email, confirmed);
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
