import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

export interface RowActionButtonProps {
  /** The visible word ("Deactivate"). */
  children: string;
  /** The full name screen readers hear; starts with the visible word ("Deactivate jane@…"). */
  label: string;
  icon: LucideIcon;
  pending: boolean;
  variant?: ButtonVariant;
  onClick: () => void;
}

/** A row's action; disabled, with a spinner, while its request runs. */
export function RowActionButton({
  children,
  label,
  icon: Icon,
  pending,
  variant = 'outline',
  onClick,
}: RowActionButtonProps) {
  return (
    <Button size="sm" variant={variant} aria-label={label} disabled={pending} onClick={onClick}>
      {pending ? <Spinner size="sm" label="" /> : <Icon aria-hidden="true" />}
      {children}
    </Button>
  );
}
