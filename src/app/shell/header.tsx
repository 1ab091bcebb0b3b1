import { useNavigate } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { signOut } from '../sign-out';
import { useTheme } from '../theme';
import { useSession } from '../use-session';

export function Header({ onOpenPalette }: { onOpenPalette: () => void }) {
  const session = useSession();
  const [theme, toggleTheme] = useTheme();
  const navigate = useNavigate();
  const isMac = typeof navigator !== 'undefined' && /Mac/.test(navigator.platform);

  return (
    <header className="flex h-12 items-center gap-3 border-b border-line bg-surface px-4">
      <span className="font-semibold tracking-wide">
        <span aria-hidden className="mr-1 text-accent">
          ◎
        </span>
        Fleet Ops
      </span>
      <Button
        variant="secondary"
        size="sm"
        className="ml-4 min-w-48 !justify-between text-muted"
        onClick={onOpenPalette}
        aria-keyshortcuts="Control+K Meta+K"
      >
        <span>Jump to…</span>
        <kbd className="text-xs">{isMac ? '⌘K' : 'Ctrl+K'}</kbd>
      </Button>
      <div className="ml-auto flex items-center gap-3 text-sm">
        <span data-testid="current-user" className="flex flex-col items-end leading-tight">
          <span>{session?.displayName ?? session?.userId ?? 'Signed in'}</span>
          <span className="text-xs text-muted">
            Team: <span data-testid="current-team">{session?.teamId ?? 'unknown'}</span>
          </span>
        </span>
        <Button size="sm" variant="ghost" onClick={toggleTheme} aria-label={`Switch to ${theme === 'dark' ? 'light' : 'dark'} theme`}>
          <span aria-hidden>{theme === 'dark' ? '☀' : '☾'}</span>
        </Button>
        <Button
          size="sm"
          onClick={() => {
            signOut();
            void navigate({ to: '/sign-in' });
          }}
        >
          Sign out
        </Button>
      </div>
    </header>
  );
}
