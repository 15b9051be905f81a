import clsx from 'clsx';
import { Building2, UserRound } from 'lucide-react';
import type { UserType } from '@contracts/accounts/profile';

const options = [
  { value: 'patient', label: 'Patient Account', icon: UserRound },
  { value: 'professional', label: 'Professional Account', icon: Building2 },
] as const;

/** 'Patient Account' / 'Professional Account': which sign-up form shows. */
export function AccountTypeSwitch({
  value,
  onChange,
}: {
  value: UserType;
  onChange: (type: UserType) => void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">Account type</legend>
      <div className="bg-muted grid grid-cols-2 gap-1 rounded-xl p-1">
        {options.map(({ value: option, label, icon: Icon }) => (
          <label
            key={option}
            className={clsx(
              'relative flex cursor-pointer items-center justify-center gap-2 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
              value === option
                ? 'bg-surface text-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            <input
              type="radio"
              name="account-type"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              // Covers the whole option, so a click anywhere on it is a click on the radio.
              className="absolute inset-0 cursor-pointer opacity-0"
            />
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
