import { useState, type KeyboardEvent } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';

const itemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-foreground outline-none select-none data-[highlighted]:bg-muted [&_svg]:size-4 [&_svg]:text-muted-foreground';

/**
 * Tab and Shift+Tab move through the items as the arrow keys do (the menu itself only knows the
 * arrows); past the last or first item the menu closes and focus goes back to its button.
 */
function moveWithTab(event: KeyboardEvent<HTMLDivElement>, close: () => void) {
  if (event.key !== 'Tab') return;
  const items = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]:not([data-disabled])'),
  );
  const current = items.findIndex((item) => item === document.activeElement);
  const next = current + (event.shiftKey ? -1 : 1);
  event.preventDefault();
  const target = items[next];
  if (current === -1 || !target) close();
  else target.focus();
}

/** The signed-in user's menu: Profile and Sign Out, labelled with the first name. */
export function AccountMenu({ label, onSignOut }: { label: string; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger className={buttonStyles({ variant: 'outline', size: 'md' })}>
        <UserRound aria-hidden="true" />
        <span className="max-w-[10rem] truncate">{label}</span>
        <ChevronDown aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="border-border bg-surface animate-fade-in z-50 min-w-44 rounded-xl border p-1 shadow-lg"
          onKeyDownCapture={(event) => moveWithTab(event, () => setOpen(false))}
        >
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.profile.getHref()}>
              <UserRound aria-hidden="true" />
              Profile
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="bg-border my-1 h-px" />
          <DropdownMenu.Item className={itemClass} onSelect={onSignOut}>
            <LogOut aria-hidden="true" />
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
