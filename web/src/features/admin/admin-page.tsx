import {
  KeyRound,
  MessageSquareText,
  ShieldAlert,
  ShieldCheck,
  Users,
  WalletCards,
} from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Container } from '@/components/container';
import { buttonStyles } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminAccessDenied } from './admin-access-denied';
import { adminTabs, adminTwoStep, type AdminTab } from './admin-content';
import { PasswordResetTab } from './components/password-reset-tab';
import { PromptsTab } from './components/prompts-tab';
import { RecentAdminActions } from './components/recent-admin-actions';
import { SubscriptionsTab } from './components/subscriptions-tab';
import { UsersTab } from './components/users-tab';
import { useRefusedAdminCall } from './use-refused-admin-call';

const tabIcons = {
  users: Users,
  subscriptions: WalletCards,
  prompts: MessageSquareText,
  passwordReset: KeyRound,
} as const;

const tabIds = Object.keys(adminTabs) as AdminTab[];
const isTab = (value: string | null): value is AdminTab =>
  value !== null && (tabIds as string[]).includes(value);

/** The open tab lives in the address (`?tab=prompts`), so a reload or a shared link keeps it. */
function useOpenTab(): [AdminTab, (tab: string) => void] {
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab');
  return [
    isTab(tab) ? tab : 'users',
    (next) =>
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === 'users') params.delete('tab');
          else params.set('tab', next);
          return params;
        },
        { replace: true },
      ),
  ];
}

function AdminDashboard() {
  useDocumentTitle('Admin');
  const [tab, setTab] = useOpenTab();
  return (
    <Container className="py-10 sm:py-14">
      <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight sm:text-4xl">
        <ShieldCheck aria-hidden="true" className="text-primary size-8" />
        Admin Dashboard
      </h1>
      <p className="text-muted-foreground mt-2 text-lg">
        Manage users, subscriptions, AI prompts and password resets.
      </p>
      <Tabs value={tab} onValueChange={setTab} className="mt-8">
        <TabsList
          aria-label="Admin sections"
          className="max-sm:grid max-sm:w-full max-sm:grid-cols-2"
        >
          {tabIds.map((id) => {
            const Icon = tabIcons[id];
            return (
              <TabsTrigger key={id} value={id} className="px-2 sm:px-4">
                <Icon aria-hidden="true" className="max-sm:hidden" />
                {adminTabs[id]}
              </TabsTrigger>
            );
          })}
        </TabsList>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="subscriptions">
          <SubscriptionsTab />
        </TabsContent>
        <TabsContent value="prompts">
          <PromptsTab />
        </TabsContent>
        <TabsContent value="passwordReset">
          <PasswordResetTab />
        </TabsContent>
      </Tabs>
      <div className="mt-10">
        <RecentAdminActions />
      </div>
    </Container>
  );
}

/**
 * /admin: users, subscriptions, AI prompts and password resets, with the latest admin actions
 * below. The router shows it to admins only; should the server still refuse a call (the admin
 * role was removed meanwhile), the page shows Access Denied instead.
 */
export function AdminPage() {
  const refused = useRefusedAdminCall();
  if (refused?.kind === 'twoStep') return <TwoStepRequired message={refused.message} />;
  if (refused) return <AdminAccessDenied />;
  return <AdminDashboard />;
}

/** Admins must sign in with an authenticator code: the way to set it up, before the dashboard. */
function TwoStepRequired({ message }: { message: string }) {
  useDocumentTitle(adminTwoStep.title);
  return (
    <Container className="flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
      <ShieldAlert aria-hidden="true" className="text-primary size-12" />
      <h1 className="mt-4 text-2xl font-semibold sm:text-3xl">{adminTwoStep.title}</h1>
      <p className="text-muted-foreground mt-3 max-w-xl">{message}</p>
      <p className="text-muted-foreground mt-2 max-w-xl text-sm">{adminTwoStep.explanation}</p>
      <Link to={adminTwoStep.setupHref} className={buttonStyles({ className: 'mt-8' })}>
        Set Up Two-Step Sign-In
      </Link>
    </Container>
  );
}
