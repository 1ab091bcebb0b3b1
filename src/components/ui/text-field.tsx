import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field and announced; marks the field invalid. */
  error?: string | null;
  hint?: ReactNode;
  /** Visually hide the label (still announced). */
  hideLabel?: boolean;
}

/** A labelled input with its hint and error wired through aria-describedby. */
export function TextField({ label, error, hint, hideLabel, className = '', ...rest }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium'}>
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`rounded-md border bg-canvas px-2.5 py-1.5 text-sm text-fg placeholder:text-muted ${error ? 'border-danger' : 'border-line'}`}
        {...rest}
      />
      {hint && (
        <div id={hintId} className="text-xs text-muted">
          {hint}
        </div>
      )}
      {error && (
        <div id={errorId} className="text-xs text-danger" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
