import { useId, useState } from 'react';
import { UserCheck, UserX } from 'lucide-react';
import type { AdminUser } from '@contracts/admin';
import { Badge } from '@/components/ui/badge';
import { toast } from '@/lib/toast/toast-store';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { adminToasts } from '../admin-content';
import { useAdminUsers } from '../api/list-users';
import { useToggleUser } from '../api/toggle-user';
import { formatDay, fullName, roleLabel, userTypeLabel } from '../format';
import { AdminCell, AdminRow, AdminTable } from './admin-table';
import { ListEmpty, ListError, ListLoading, LoadMore } from './list-states';
import { RowActionButton } from './row-action-button';
import { SEARCH_DELAY_MS, SearchBox } from './search-box';
import { TabPanelHeader } from './tab-panel-header';

const columns = ['Email', 'Name', 'Type', 'Role', 'Status', 'Signed up', 'Actions'] as const;

function UserRow({ user }: { user: AdminUser }) {
  const toggle = useToggleUser();
  const activate = !user.active;

  const onToggle = async () => {
    try {
      await toggle.mutateAsync({ userId: user.user_id, activate });
      toast({ title: activate ? adminToasts.userActivated : adminToasts.userDeactivated });
    } catch (error) {
      toast({
        title: adminToasts.userFailed,
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
    }
  };

  return (
    <AdminRow>
      <AdminCell label="Email" className="font-medium">
        {user.email}
      </AdminCell>
      <AdminCell label="Name">{fullName(user)}</AdminCell>
      <AdminCell label="Type">{userTypeLabel(user.user_type)}</AdminCell>
      <AdminCell label="Role">{roleLabel(user.role)}</AdminCell>
      <AdminCell label="Status">
        {user.active ? <Badge>Active</Badge> : <Badge variant="destructive">Inactive</Badge>}
      </AdminCell>
      <AdminCell label="Signed up" className="whitespace-nowrap">
        {formatDay(user.created_at)}
      </AdminCell>
      <AdminCell className="max-lg:block max-lg:pt-3 lg:text-right">
        <RowActionButton
          label={`${activate ? 'Activate' : 'Deactivate'} ${user.email}`}
          icon={activate ? UserCheck : UserX}
          variant={activate ? 'default' : 'outline'}
          pending={toggle.isPending}
          onClick={() => void onToggle()}
        >
          {activate ? 'Activate' : 'Deactivate'}
        </RowActionButton>
      </AdminCell>
    </AdminRow>
  );
}

/** User Management: every account, newest first, searchable, with activate and deactivate. */
export function UsersTab() {
  const ids = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const users = useAdminUsers(q);
  const rows = users.data?.pages.flatMap((page) => page.users) ?? [];

  return (
    <section aria-labelledby={`${ids}-heading`} className="space-y-5">
      <TabPanelHeader
        id={`${ids}-heading`}
        title="User Management"
        description="Deactivating an account signs it out everywhere and stops it signing in."
      />
      <div className="max-w-md">
        <SearchBox
          id={`${ids}-search`}
          label="Search users"
          placeholder="Email or name"
          value={search}
          onChange={setSearch}
        />
      </div>
      {users.isPending ? (
        <ListLoading label="Loading users" />
      ) : users.isError && !users.isFetchNextPageError ? (
        <ListError
          title="We couldn't load the users"
          error={users.error}
          onRetry={() => void users.refetch()}
        />
      ) : rows.length === 0 ? (
        <ListEmpty>{q ? `No users match “${q}”.` : 'No users yet.'}</ListEmpty>
      ) : (
        <AdminTable caption="Users" columns={columns} busy={users.isPlaceholderData}>
          {rows.map((user) => (
            <UserRow key={user.user_id} user={user} />
          ))}
        </AdminTable>
      )}
      {users.hasNextPage && !users.isPlaceholderData ? (
        <LoadMore
          label="Load more users"
          loading={users.isFetchingNextPage}
          failed={users.isFetchNextPageError}
          onLoad={() => void users.fetchNextPage()}
        />
      ) : null}
    </section>
  );
}
