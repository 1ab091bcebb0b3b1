import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  devices: readonly { id: string; name: string }[];
  selected: readonly string[];
  onToggle(id: string): void;
  /** Shown after a device's name (its live state). */
  badge?: (id: string) => ReactNode;
  /** The element that gets the focus back on close (the opener). */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * The multi-view device picker: a button and a list of checkboxes under it. Escape or a click
 * outside closes it, and the focus returns to the button.
 */
export function DevicePickerPopover({ open, onOpenChange, devices, selected, onToggle, badge, returnFocus }: Props) {
  const root = useRef<HTMLDivElement | null>(null);
  const button = useRef<HTMLButtonElement | null>(null);
  const panel = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector('input')?.focus();
    const close = () => {
      onOpenChange(false);
      (returnFocus?.current ?? button.current)?.focus();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault(); // the grid's focus mode does not also take this Escape
      close();
    };
    const onPointer = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) onOpenChange(false);
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, onOpenChange, returnFocus]);

  return (
    <div ref={root} className="relative text-xs">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="multi-view-device-picker"
        onClick={() => onOpenChange(!open)}
        className="rounded border border-line px-2 py-1"
      >
        Pick devices ({selected.length})
      </button>
      {open ? (
        <div
          ref={panel}
          id="multi-view-device-picker"
          role="group"
          aria-label="Devices to show"
          className="absolute z-10 mt-1 max-h-72 w-64 overflow-auto rounded border border-line bg-surface p-2 shadow-lg"
        >
          {devices.map((d) => (
            <label key={d.id} className="flex items-center gap-2 py-0.5">
              <input type="checkbox" checked={selected.includes(d.id)} onChange={() => onToggle(d.id)} />
              <span className="min-w-0 flex-1 truncate">{d.name}</span>
              {badge?.(d.id)}
            </label>
          ))}
        </div>
      ) : null}
    </div>
  );
}
