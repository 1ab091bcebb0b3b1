import { Button } from './button';

export interface ErrorPanelProps {
  title?: string;
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
  retryLabel?: string;
}

/** A failed load: what happened, in words, and a way to try again. */
export function ErrorPanel({ title = 'Could not load this', message, onRetry, retrying, retryLabel = 'Retry' }: ErrorPanelProps) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-danger/60 bg-surface p-4">
      <div className="flex items-center gap-2 font-semibold text-danger">
        <span aria-hidden>⚠</span>
        {title}
      </div>
      <p className="text-sm">{message}</p>
      {onRetry && (
        <Button onClick={onRetry} disabled={retrying}>
          {retrying ? 'Retrying…' : retryLabel}
        </Button>
      )}
    </div>
  );
}
