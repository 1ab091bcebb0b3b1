import { useId, type MouseEvent } from 'react';
import type { Decision } from '@/lib/contract/permissions';
import { Button, type ButtonProps } from './button';

/**
 * A button for an action the permission table may refuse: refused, it stays in its place but is
 * disabled (aria-disabled, so it can still take focus) with the reason as its accessible
 * description and its hover title, and it does nothing when pressed.
 */
export function PermittedButton({ decision, onClick, className = '', ...rest }: ButtonProps & { decision: Decision }) {
  const id = useId();
  if (decision.allowed) return <Button onClick={onClick} className={className} {...rest} />;
  const refuse = (e: MouseEvent<HTMLButtonElement>) => e.preventDefault();
  return (
    <>
      <Button
        {...rest}
        aria-disabled="true"
        aria-describedby={id}
        title={decision.message}
        onClick={refuse}
        className={`cursor-not-allowed opacity-50 ${className}`}
      />
      <span id={id} className="sr-only">
        {decision.message}
      </span>
    </>
  );
}

/**
 * The same for a custom button: spread `props` on it and render `hint` beside it. Allowed, both
 * are empty and the button is untouched.
 */
export function useRefusal(decision: Decision) {
  const id = useId();
  if (decision.allowed) return { props: {}, hint: null };
  return {
    props: {
      'aria-disabled': true,
      'aria-describedby': id,
      title: decision.message,
      onClick: (e: MouseEvent<HTMLButtonElement>) => e.preventDefault(),
      className: 'rounded px-1.5 py-0.5 text-xs text-muted opacity-50 cursor-not-allowed',
    },
    hint: (
      <span id={id} className="sr-only">
        {decision.message}
      </span>
    ),
  };
}
