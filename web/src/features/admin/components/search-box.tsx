import { Search } from 'lucide-react';
import { ADMIN_SEARCH_MAX } from '@contracts/admin';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** How long after the last keystroke a search is sent. */
export const SEARCH_DELAY_MS = 300;

export interface SearchBoxProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled search field; the list follows what is typed, a moment after typing stops. */
export function SearchBox({ id, label, placeholder, value, onChange }: SearchBoxProps) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
        />
        <Input
          id={id}
          type="search"
          value={value}
          maxLength={ADMIN_SEARCH_MAX}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          className="pl-9"
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}
