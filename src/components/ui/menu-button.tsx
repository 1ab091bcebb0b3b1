import { Fragment, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { buttonClass, type ButtonProps } from './button';

export interface MenuItem {
  label: string;
  onSelect: () => void;
  danger?: boolean;
  disabled?: boolean;
  /** Why it is disabled (a permission's sentence): its hover title and accessible description. */
  reason?: string;
}

export interface MenuButtonProps {
  /** The button's accessible name ("Actions for North yard"). */
  label: string;
  /** What the button shows (defaults to "⋯"). */
  children?: ReactNode;
  items: readonly MenuItem[];
  size?: ButtonProps['size'];
}

/**
 * A button that opens a small menu of actions. The menu is placed `fixed` under the button, so a
 * scrolling (virtualised) table does not clip it; Escape, a click outside or scrolling closes it, and
 * arrow keys move between items.
 */
export function MenuButton({ label, children = '⋯', items, size = 'sm' }: MenuButtonProps) {
  const [at, setAt] = useState<{ top: number; right: number } | null>(null);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const close = (focus: boolean) => {
    setAt(null);
    if (focus) button.current?.focus();
  };

  useEffect(() => {
    if (!at) return;
    menu.current?.querySelector<HTMLButtonElement>('[role="menuitem"]:not([aria-disabled])')?.focus();
    const outside = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!menu.current?.contains(t) && !button.current?.contains(t)) setAt(null);
    };
    const away = () => setAt(null);
    document.addEventListener('pointerdown', outside);
    window.addEventListener('scroll', away, true);
    window.addEventListener('resize', away);
    return () => {
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('scroll', away, true);
      window.removeEventListener('resize', away);
    };
  }, [at]);

  const move = (step: number) => {
    const all = [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
    const i = all.indexOf(document.activeElement as HTMLButtonElement);
    all[(i + step + all.length) % all.length]?.focus();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={buttonClass('ghost', size)}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={at !== null}
        onClick={() => {
          if (at) return close(false);
          const r = button.current?.getBoundingClientRect();
          if (r) setAt({ top: r.bottom + 2, right: window.innerWidth - r.right });
        }}
      >
        {children}
      </button>
      {at && (
        <div
          ref={menu}
          role="menu"
          aria-label={label}
          style={{ position: 'fixed', top: at.top, right: at.right }}
          className="z-40 flex min-w-40 flex-col rounded border border-line bg-surface p-1 shadow-xl"
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              close(true);
            } else if (e.key === 'ArrowDown') {
              e.preventDefault();
              move(1);
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              move(-1);
            }
          }}
        >
          {items.map((it, i) => (
            <Fragment key={it.label}>
              <button
                type="button"
                role="menuitem"
                aria-disabled={it.disabled ? true : undefined}
                title={it.reason}
                aria-describedby={it.reason ? `${menuId}-${i}` : undefined}
                className={`rounded px-2 py-1 text-left text-sm hover:bg-raised focus:bg-raised focus:outline-none aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${it.danger ? 'text-danger' : ''}`}
                onClick={() => {
                  if (it.disabled) return;
                  close(false);
                  it.onSelect();
                }}
              >
                {it.label}
              </button>
              {it.reason && (
                <span id={`${menuId}-${i}`} className="sr-only">
                  {it.reason}
                </span>
              )}
            </Fragment>
          ))}
        </div>
      )}
    </>
  );
}
