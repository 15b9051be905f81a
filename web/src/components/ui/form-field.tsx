import type { ReactNode } from 'react';
import type {
  FieldErrors,
  FieldValues,
  Path,
  UseFormRegister,
  UseFormRegisterReturn,
} from 'react-hook-form';
import { Label } from '@/components/ui/label';

export interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  /** Says "(optional)" beside the label of a field that is not required. */
  markOptional?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
}

/** A labelled control with its hint and error, linked to it by id (see `describedBy`). */
export function FormField({
  id,
  label,
  required,
  markOptional,
  hint,
  error,
  children,
}: FormFieldProps) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline gap-1">
        <Label htmlFor={id}>{label}</Label>
        {required ? (
          <span aria-hidden="true" className="text-destructive text-sm">
            *
          </span>
        ) : markOptional ? (
          <span className="text-muted-foreground text-xs">(optional)</span>
        ) : null}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The aria attributes a control needs to announce its hint and error. */
function describedBy(id: string, { hint, error }: { hint?: string; error?: string }) {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
  } as const;
}

/** A form field's props for `FormField` and for the control inside it. */
export interface BoundField {
  field: Omit<FormFieldProps, 'children'>;
  control: ReturnType<typeof describedBy> & { required?: boolean } & UseFormRegisterReturn;
}

export interface BindOptions {
  required?: boolean;
  hint?: string;
}

/**
 * Binds the fields of a react-hook-form form to `FormField`: each field's id is `idPrefix-name`,
 * and its control is registered and described by the field's hint and current error.
 */
export function fieldBinder<T extends FieldValues>(
  idPrefix: string,
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
) {
  return (name: Path<T>, label: string, { required, hint }: BindOptions = {}): BoundField => {
    const id = `${idPrefix}-${name}`;
    const message: unknown = (errors as Record<string, { message?: unknown } | undefined>)[name]
      ?.message;
    const error = typeof message === 'string' ? message : undefined;
    return {
      field: { id, label, required, hint, error },
      control: { ...describedBy(id, { hint, error }), required, ...register(name) },
    };
  };
}
