import { useEffect, useId, useState } from 'react';

export interface NumberFieldProps {
  label: string;
  value: number | undefined;
  /** Shown when several waypoints with different values are selected. */
  placeholder?: string;
  onChange: (value: number | undefined) => void;
  step?: number;
  min?: number;
  max?: number;
  unit?: string;
  allowEmpty?: boolean;
  className?: string;
  /** Shown rounded to this many places (coordinates: 6); what the user types is kept as typed. */
  decimals?: number;
  /** Push the value when the field is left or Enter is pressed, not at every keystroke (a value whose partial forms mean something else). */
  commitOnBlur?: boolean;
}

function shownText(v: number | undefined, decimals: number | undefined): string {
  return v === undefined ? '' : String(decimals === undefined ? v : Number(v.toFixed(decimals)));
}

/**
 * A numeric input that keeps what the user types ("1.", "-") while it has focus and only pushes
 * parsed numbers out, so a controlled value never fights the keyboard.
 */
export function NumberField({
  label,
  value,
  placeholder,
  onChange,
  step = 1,
  min,
  max,
  unit,
  allowEmpty,
  className,
  decimals,
  commitOnBlur,
}: NumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(shownText(value, decimals));
  const [focused, setFocused] = useState(false);
  const [outOfRange, setOutOfRange] = useState(false);
  /** Parses and pushes the text; a number outside min..max is refused (and said) instead of stored. */
  const push = (raw: string) => {
    const t = raw.trim();
    if (t === '') {
      setOutOfRange(false);
      if (allowEmpty) onChange(undefined);
      return;
    }
    const n = Number(t);
    if (!Number.isFinite(n)) return;
    const bad = (min !== undefined && n < min) || (max !== undefined && n > max);
    setOutOfRange(bad);
    if (!bad) onChange(n);
  };
  const errorId = `${id}-range`;
  useEffect(() => {
    if (!focused) setText(shownText(value, decimals));
  }, [value, focused, decimals]);
  return (
    <div className={className ?? 'flex flex-col gap-0.5'}>
      <label htmlFor={id} className="text-xs text-muted">
        {label}
        {unit ? ` (${unit})` : ''}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        className="w-full rounded border border-line bg-surface px-2 py-1 text-sm text-fg"
        value={text}
        placeholder={placeholder}
        step={step}
        min={min}
        max={max}
        aria-invalid={outOfRange || undefined}
        aria-describedby={outOfRange ? errorId : undefined}
        onFocus={() => setFocused(true)}
        onBlur={(e) => {
          if (commitOnBlur) push(e.currentTarget.value);
          setFocused(false);
          setOutOfRange(false);
        }}
        onKeyDown={(e) => {
          if (commitOnBlur && e.key === 'Enter') push(e.currentTarget.value);
        }}
        onChange={(e) => {
          setText(e.target.value);
          if (!commitOnBlur) push(e.target.value);
        }}
      />
      {outOfRange && (
        <span id={errorId} role="alert" className="text-xs text-danger">
          {label} must be{' '}
          {min !== undefined && max !== undefined ? `between ${min} and ${max}` : min !== undefined ? `at least ${min}` : `at most ${max}`}
          {unit ? ` ${unit}` : ''}; not applied.
        </span>
      )}
    </div>
  );
}
