import { useEffect, useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, LogOut, Mail, ShieldCheck, ShieldOff } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import QRCode from 'qrcode';
import {
  changeEmailForm,
  changePasswordForm,
  disableTwoStepBody,
} from '@contracts/accounts/account';
import { authenticatorCodeInput } from '@contracts/accounts/sign-up';
import type { Profile } from '@contracts/accounts/profile';
import { Form, SubmitButton } from '@/components/form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { fieldBinder, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { isAdmin, useAuth, type TotpSetup } from '@/lib/auth/auth-context';
import { authErrorMessage } from '@/lib/auth/auth-errors';
import { toast } from '@/lib/toast/toast-store';
import { useZodForm } from '@/lib/use-zod-form';
import { useSignOutEverywhereCall } from '../api/sign-out-everywhere';
import { useSyncMyEmail } from '../api/sync-my-email';
import { useConfirmTwoStep, useDisableTwoStep } from '../api/two-step';
import { securityContent as content } from '../security-content';
import { PasswordInput } from './password-input';

const failed = (title: string, error: unknown, action: 'changePassword' | 'other' = 'other') =>
  toast({ title, description: authErrorMessage(error, action), variant: 'destructive' });

function ChangePasswordForm() {
  const { security } = useAuth();
  const ids = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useZodForm(changePasswordForm, {
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await (await security()).changePassword(values.currentPassword, values.newPassword);
      reset();
      toast(content.passwordChanged);
    } catch (error) {
      failed(content.passwordFailed, error, 'changePassword');
    }
  });
  const field = fieldBinder(ids, register, errors);
  const current = field('currentPassword', 'Current Password', { required: true });
  const next = field('newPassword', 'New Password', { required: true });
  const confirm = field('confirmPassword', 'Confirm New Password', { required: true });
  return (
    <Form onSubmit={submit} busy={isSubmitting} legend="Change password" className="grid gap-4">
      <FormField {...current.field}>
        <PasswordInput autoComplete="current-password" {...current.control} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...next.field}>
          <PasswordInput autoComplete="new-password" {...next.control} />
        </FormField>
        <FormField {...confirm.field}>
          <PasswordInput autoComplete="new-password" {...confirm.control} />
        </FormField>
      </div>
      <div>
        <SubmitButton pending={isSubmitting} icon={KeyRound}>
          Change Password
        </SubmitButton>
      </div>
    </Form>
  );
}

function ConfirmCodeForm({
  label,
  hint,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  label: string;
  hint: string;
  submitLabel: string;
  onSubmit: (code: string) => Promise<void>;
  onCancel: () => void;
}) {
  const ids = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(authenticatorCodeInput, { defaultValues: { code: '' } });
  const code = fieldBinder(ids, register, errors)('code', label, { required: true, hint });
  return (
    <Form
      onSubmit={handleSubmit(async (values) => onSubmit(values.code.trim()))}
      busy={isSubmitting}
      legend={label}
      className="grid gap-4"
    >
      <FormField {...code.field}>
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...code.control} />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={isSubmitting} icon={ShieldCheck}>
          {submitLabel}
        </SubmitButton>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

function ChangeEmailForm({ profile }: { profile: Profile }) {
  const { security } = useAuth();
  const sync = useSyncMyEmail();
  const ids = useId();
  const [pending, setPending] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useZodForm(changeEmailForm, { defaultValues: { email: '' } });
  const submit = handleSubmit(async (values) => {
    const email = values.email.trim();
    if (email.toLowerCase() === profile.email.toLowerCase()) {
      toast({ ...content.sameEmail, variant: 'destructive' });
      return;
    }
    try {
      await (await security()).requestEmailChange(email);
      setPending(email);
      toast(content.emailCodeSent(email));
    } catch (error) {
      failed(content.emailFailed, error);
    }
  });
  if (pending) {
    return (
      <div className="grid gap-3">
        <p className="text-sm">{content.emailCodePrompt(pending)}</p>
        <ConfirmCodeForm
          label="Email Code"
          hint="The 6-digit code we sent to the new address."
          submitLabel="Confirm New Email"
          onSubmit={async (code) => {
            try {
              await (await security()).confirmEmailChange(code);
              await sync.mutateAsync();
              setPending(null);
              reset();
              toast(content.emailChanged(pending));
            } catch (error) {
              failed(content.emailFailed, error);
            }
          }}
          onCancel={() => setPending(null)}
        />
      </div>
    );
  }
  const email = fieldBinder(ids, register, errors)('email', 'New Email', { required: true });
  return (
    <Form onSubmit={submit} busy={isSubmitting} legend="Change email" className="grid gap-4">
      <FormField {...email.field}>
        <Input type="email" autoComplete="email" {...email.control} />
      </FormField>
      <div>
        <SubmitButton pending={isSubmitting} icon={Mail}>
          Send Code
        </SubmitButton>
      </div>
    </Form>
  );
}

function SignOutEverywhere() {
  const { signOutEverywhere } = useAuth();
  const call = useSignOutEverywhereCall();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const run = async () => {
    try {
      await call.mutateAsync();
      await signOutEverywhere();
      queryClient.clear();
      toast(content.signedOutEverywhere);
      void navigate(paths.auth.getHref());
    } catch (error) {
      failed(content.signOutEverywhereFailed, error);
    }
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-muted-foreground max-w-md text-sm">{content.signOutEverywhereText}</p>
      <Button variant="outline" disabled={call.isPending} onClick={() => void run()}>
        <LogOut aria-hidden="true" />
        Sign Out Everywhere
      </Button>
    </div>
  );
}

const twoStepKey = (userId: string | undefined) => ['account', 'two-step', userId];

function TwoStepSetup({ email, onCancel }: { email: string; onCancel: () => void }) {
  const { security, signOut } = useAuth();
  const confirm = useConfirmTwoStep();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<(TotpSetup & { qr: string }) | null>(null);
  useEffect(() => {
    let active = true;
    void (async () => {
      try {
        const started = await (await security()).beginTwoStepSetup(email);
        const qr = await QRCode.toDataURL(started.uri, { margin: 1, width: 192 });
        if (active) setSetup({ ...started, qr });
      } catch (error) {
        failed(content.twoStepFailed, error);
        onCancel();
      }
    })();
    return () => {
      active = false;
    };
  }, [security, email, onCancel]);
  if (!setup) return <p className="text-sm">{content.twoStepPreparing}</p>;
  return (
    <div className="grid gap-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        {content.twoStepSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-4">
        <img src={setup.qr} alt="QR code for your authenticator app" width={192} height={192} />
        <div className="text-sm">
          <p>{content.twoStepSecretLabel}</p>
          <code
            aria-label="Setup key"
            className="bg-muted mt-1 block rounded px-2 py-1 font-mono break-all"
          >
            {setup.secret}
          </code>
        </div>
      </div>
      <ConfirmCodeForm
        label="Code from the App"
        hint="The 6-digit code your app now shows for SmileGuide."
        submitLabel="Turn On Two-Step Sign-In"
        onSubmit={async (code) => {
          try {
            await (await security()).finishTwoStepSetup(code);
            await confirm.mutateAsync();
          } catch (error) {
            failed(content.twoStepFailed, error);
            return;
          }
          // Turning it on ended every session: sign in again, with a code this time.
          await signOut().catch(() => undefined);
          queryClient.clear();
          toast(content.twoStepOn);
          void navigate(paths.auth.getHref());
        }}
        onCancel={onCancel}
      />
    </div>
  );
}

function DisableTwoStepForm({ onDone }: { onDone: () => void }) {
  const disable = useDisableTwoStep();
  const ids = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(disableTwoStepBody, { defaultValues: { password: '' } });
  const submit = handleSubmit(async (values) => {
    try {
      await disable.mutateAsync(values);
      toast(content.twoStepOff);
      onDone();
    } catch (error) {
      failed(content.twoStepOffFailed, error);
    }
  });
  const password = fieldBinder(ids, register, errors)('password', 'Current Password', {
    required: true,
    hint: content.twoStepOffHint,
  });
  return (
    <Form
      onSubmit={submit}
      busy={isSubmitting}
      legend="Turn off two-step sign-in"
      className="grid gap-4"
    >
      <FormField {...password.field}>
        <PasswordInput autoComplete="current-password" {...password.control} />
      </FormField>
      <div>
        <SubmitButton pending={isSubmitting} icon={ShieldOff} variant="outline">
          Turn Off Two-Step Sign-In
        </SubmitButton>
      </div>
    </Form>
  );
}

function TwoStepSettings({ profile }: { profile: Profile }) {
  const auth = useAuth();
  const { security } = auth;
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [settingUp, setSettingUp] = useState(params.get('setup') === 'two-step');
  const state = useQuery({
    queryKey: twoStepKey(profile.user_id),
    queryFn: async () => (await security()).twoStepEnabled(),
  });
  const stopSetup = () => {
    setSettingUp(false);
    if (params.has('setup')) setParams({}, { replace: true });
  };
  if (state.isPending) return <p className="text-sm">{content.twoStepLoading}</p>;
  if (state.data) {
    return (
      <div className="grid gap-4">
        <p className="flex items-center gap-2 text-sm font-medium">
          <ShieldCheck aria-hidden="true" className="text-primary size-4" />
          {content.twoStepIsOn}
        </p>
        {isAdmin(auth) ? (
          <p className="text-muted-foreground text-sm">{content.twoStepAdminKeeps}</p>
        ) : (
          <DisableTwoStepForm
            onDone={() =>
              void queryClient.invalidateQueries({ queryKey: twoStepKey(profile.user_id) })
            }
          />
        )}
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground text-sm">{content.twoStepIsOff}</p>
      {settingUp ? (
        <TwoStepSetup email={profile.email} onCancel={stopSetup} />
      ) : (
        <div>
          <Button onClick={() => setSettingUp(true)}>
            <ShieldCheck aria-hidden="true" />
            Set Up Authenticator App
          </Button>
        </div>
      )}
    </div>
  );
}

/** /profile's security settings: password, email, sessions and two-step sign-in. */
export function SecuritySection({ profile }: { profile: Profile }) {
  const [params] = useSearchParams();
  const adminSetup = params.get('setup') === 'two-step';
  return (
    <Card className="mt-6" id="security">
      <CardHeader>
        <h2 className="text-xl font-semibold">Security</h2>
        <CardDescription>{content.intro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        {adminSetup ? (
          <Alert variant="warning" title={content.adminSetupTitle}>
            <p>{content.adminSetupText}</p>
          </Alert>
        ) : null}
        <section aria-labelledby="two-step-heading" className="grid gap-3">
          <h3 id="two-step-heading" className="font-semibold">
            Two-Step Sign-In
          </h3>
          <TwoStepSettings profile={profile} />
        </section>
        <section aria-labelledby="password-heading" className="grid gap-3">
          <h3 id="password-heading" className="font-semibold">
            Change Password
          </h3>
          <ChangePasswordForm />
        </section>
        <section aria-labelledby="email-heading" className="grid gap-3">
          <h3 id="email-heading" className="font-semibold">
            Change Email
          </h3>
          <p className="text-muted-foreground text-sm">{content.emailIntro(profile.email)}</p>
          <ChangeEmailForm profile={profile} />
        </section>
        <section aria-labelledby="sessions-heading" className="grid gap-3">
          <h3 id="sessions-heading" className="font-semibold">
            Sessions
          </h3>
          <SignOutEverywhere />
        </section>
      </CardContent>
    </Card>
  );
}
