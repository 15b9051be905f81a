import { startTransition, useOptimistic, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { UserType } from '@contracts/accounts/profile';
import { Container } from '@/components/container';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { parseAuthSearch, paths, type AuthMode } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BenefitCards } from './components/benefit-cards';
import { ConfirmSignUpForm } from './components/confirm-sign-up-form';
import { SignInForm } from './components/sign-in-form';
import { SignUpPanel } from './components/sign-up-panel';

const isMode = (value: string): value is AuthMode => value === 'signin' || value === 'signup';

/**
 * /auth: sign in and sign up. `mode` (signin | signup) and `type` (patient | professional) live
 * in the address, so every tab and account type can be linked to. Signed-in users have nothing to
 * do here: the router sends them home.
 */
export function AuthPage() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  // The address changes as a transition; meanwhile the tab or radio the user clicked shows as
  // selected at once.
  const [shownParams, showParams] = useOptimistic(searchParams);
  const { mode, type } = parseAuthSearch(shownParams);
  /** The email whose account waits for its emailed code, when the confirmation step shows. */
  const [confirming, setConfirming] = useState<string | null>(null);
  /** Prefills sign-in after a confirmation. */
  const [knownEmail, setKnownEmail] = useState('');
  useDocumentTitle(mode === 'signup' ? 'Sign Up' : 'Sign In');

  const show = (next: { mode?: AuthMode; type?: UserType }) => {
    const search = new URLSearchParams(shownParams);
    search.set('mode', next.mode ?? mode);
    search.set('type', next.type ?? type);
    startTransition(() => {
      showParams(search);
      setSearchParams(search, { replace: true });
    });
  };

  const confirmed = (email: string) => {
    setConfirming(null);
    setKnownEmail(email);
    show({ mode: 'signin' });
  };

  return (
    <div className="border-border from-brand-50 border-b bg-gradient-to-b to-transparent">
      <Container className="grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <div>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
              {mode === 'signup' ? 'Create your account' : 'Welcome back'}
            </h1>
            <p className="text-muted-foreground mt-2 text-lg">
              {mode === 'signup'
                ? 'Join as a patient to unlock office coupons, or list your dental practice.'
                : 'Sign in to your patient or professional account.'}
            </p>
          </div>
          <Card>
            <CardContent className="p-5 sm:p-8">
              {confirming !== null ? (
                <ConfirmSignUpForm
                  email={confirming}
                  onConfirmed={confirmed}
                  onCancel={() => setConfirming(null)}
                />
              ) : (
                <Tabs
                  value={mode}
                  onValueChange={(value) => isMode(value) && show({ mode: value })}
                >
                  <TabsList aria-label="Sign in or sign up" className="w-full">
                    <TabsTrigger value="signin" className="flex-1">
                      Sign In
                    </TabsTrigger>
                    <TabsTrigger value="signup" className="flex-1">
                      Sign Up
                    </TabsTrigger>
                  </TabsList>
                  <TabsContent value="signin">
                    <SignInForm
                      // A form's defaults are read once: remount when a confirmed email arrives.
                      key={knownEmail}
                      defaultEmail={knownEmail}
                      onSignedIn={() => void navigate(paths.home.getHref())}
                      onNeedsConfirmation={setConfirming}
                    />
                  </TabsContent>
                  <TabsContent value="signup">
                    <SignUpPanel
                      type={type}
                      onTypeChange={(next) => show({ type: next })}
                      onSignedUp={setConfirming}
                    />
                  </TabsContent>
                </Tabs>
              )}
            </CardContent>
          </Card>
        </div>
        <BenefitCards type={type} />
      </Container>
    </div>
  );
}
