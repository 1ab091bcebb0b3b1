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
}: NumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(shownText(value, decimals));
  const [focused, setFocused] = useState(false);
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
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onChange={(e) => {
          setText(e.target.value);
          const raw = e.target.value.trim();
          if (raw === '') {
            if (allowEmpty) onChange(undefined);
            return;
          }
          const n = Number(raw);
          if (Number.isFinite(n)) onChange(n);
        }}
      />
    </div>
  );
}
