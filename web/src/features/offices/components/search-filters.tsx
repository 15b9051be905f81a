import { useId, useState } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import clsx from 'clsx';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import {
  RADIUS_CHOICES_MILES,
  commonInsurancePlans,
  commonLanguages,
} from '@contracts/office-facts';
import { Button } from '@/components/ui/button';
import { fieldStyles } from '@/components/ui/input';
import {
  activeFilterCount,
  defaultFilters,
  type OfficeSearch,
  type RadiusChoice,
} from '../search-params';

export interface SearchFiltersProps {
  search: OfficeSearch;
  onChange(next: OfficeSearch): void;
}

function SelectField({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange(event: ChangeEvent<HTMLSelectElement>): void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={onChange}
          className={clsx(fieldStyles, 'h-11 cursor-pointer appearance-none pr-9')}
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="text-muted-foreground pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2"
        />
      </div>
    </div>
  );
}

function CheckboxField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="accent-primary size-5 shrink-0 cursor-pointer"
      />
      <label htmlFor={id} className="cursor-pointer text-sm font-medium">
        {label}
      </label>
    </div>
  );
}

/** Distance and the optional filters; beside the results on wide screens, folded away on phones. */
export function SearchFilters({ search, onChange }: SearchFiltersProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = activeFilterCount(search);
  const set = (patch: Partial<OfficeSearch>) => onChange({ ...search, ...patch });

  return (
    <aside aria-labelledby={`${panelId}-heading`} className="lg:sticky lg:top-24 lg:self-start">
      <Button
        variant="outline"
        className="w-full justify-between lg:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="flex items-center gap-2">
          <SlidersHorizontal aria-hidden="true" />
          {open ? 'Hide filters' : 'Show filters'}
          {active ? <span className="text-muted-foreground">({active} on)</span> : null}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={clsx('transition-transform', open && 'rotate-180')}
        />
      </Button>
      <div
        id={panelId}
        className={clsx(
          'rounded-card border-border bg-surface mt-3 flex-col gap-5 border p-5 shadow-sm lg:mt-0 lg:flex',
          open ? 'flex' : 'hidden',
        )}
      >
        <h2 id={`${panelId}-heading`} className="flex items-center gap-2 text-base font-semibold">
          <SlidersHorizontal aria-hidden="true" className="text-brand-700 hidden size-4 lg:block" />
          Filters
        </h2>
        <SelectField
          label="Search radius"
          value={String(search.radius)}
          onChange={(event) => set({ radius: Number(event.target.value) as RadiusChoice })}
        >
          {RADIUS_CHOICES_MILES.map((miles) => (
            <option key={miles} value={miles}>
              Within {miles} miles
            </option>
          ))}
        </SelectField>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-3 text-sm font-medium">Availability</legend>
          <CheckboxField
            label="Accepting new patients"
            checked={search.acceptingNewPatients}
            onChange={(checked) => set({ acceptingNewPatients: checked })}
          />
          <CheckboxField
            label="Emergency services"
            checked={search.emergencyServices}
            onChange={(checked) => set({ emergencyServices: checked })}
          />
        </fieldset>
        <SelectField
          label="Language"
          value={search.language ?? ''}
          onChange={(event) => set({ language: event.target.value || null })}
        >
          <option value="">Any language</option>
          {commonLanguages.map((language) => (
            <option key={language} value={language}>
              {language}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Insurance"
          value={search.insurance ?? ''}
          onChange={(event) => set({ insurance: event.target.value || null })}
        >
          <option value="">Any insurance</option>
          {commonInsurancePlans.map((plan) => (
            <option key={plan} value={plan}>
              {plan}
            </option>
          ))}
        </SelectField>
        {active ? (
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            onClick={() => onChange({ ...defaultFilters, zip: search.zip, radius: search.radius })}
          >
            Clear filters
          </Button>
        ) : null}
      </div>
    </aside>
  );
}
