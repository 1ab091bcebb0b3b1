import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToasts, type ToastKind } from '@/components/ui/toast';

const STYLE: Record<ToastKind, { icon: string; cls: string; word: string }> = {
  success: { icon: '✓', cls: 'border-ok/70', word: 'Done' },
  error: { icon: '⚠', cls: 'border-danger/70', word: 'Failed' },
  info: { icon: 'ℹ', cls: 'border-accent/70', word: 'Note' },
};

/** The toast stack. Errors are announced assertively, the rest politely. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <div className="pointer-events-none fixed right-4 bottom-4 z-50 flex w-80 flex-col gap-2">
      <div aria-live="polite" className="contents">
        {toasts.map((t) => {
          const s = STYLE[t.kind];
          return (
            <div
              key={t.id}
              role={t.kind === 'error' ? 'alert' : 'status'}
              className={`pointer-events-auto flex items-start gap-2 rounded-md border bg-raised p-3 text-sm shadow-lg ${s.cls}`}
            >
              <span aria-hidden>{s.icon}</span>
              <span className="sr-only">{s.word}: </span>
              <span className="flex-1 break-words">{t.message}</span>
              {t.action && (
                <button
                  type="button"
                  className="font-semibold text-accent underline-offset-2 hover:underline"
                  onClick={() => {
                    dismissToast(t.id);
                    t.action?.run();
                  }}
                >
                  {t.action.label}
                </button>
              )}
              <button
                type="button"
                className="text-muted hover:text-fg"
                aria-label="Dismiss notification"
                onClick={() => dismissToast(t.id)}
              >
                ×
              </button>
            </div>
          );
        })}
      </div>
    </div>
  );
}
