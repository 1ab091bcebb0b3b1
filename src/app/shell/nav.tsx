import { Link } from '@tanstack/react-router';
import { MODULES } from './modules';
import { useSession } from '../use-session';
import { mayShow } from '@/lib/contract/permissions';

/** Side navigation: every module, the current one marked for screen readers too. Compact: icons, the name as tooltip and accessible name. */
export function Nav({ compact = false }: { compact?: boolean }) {
  const session = useSession();
  const modules = MODULES.filter((m) => !m.permission || mayShow(session?.role, m.permission).allowed);
  return (
    <nav aria-label="Modules" className={`flex flex-col gap-1 ${compact ? 'p-1' : 'p-2'}`}>
      {modules.map((m) => (
        <Link
          key={m.to}
          // Live and Missions routes are added by their own modules; the path is known.
          to={m.to as '/'}
          title={compact ? m.label : undefined}
          className={`flex items-center gap-2 rounded-md py-2 text-sm text-muted hover:bg-raised hover:text-fg ${compact ? 'justify-center px-1' : 'px-3'}`}
          activeProps={{ className: '!bg-raised !text-fg font-semibold', 'aria-current': 'page' }}
          activeOptions={{ includeSearch: false, exact: m.to === '/' }}
        >
          <span aria-hidden className="w-4 text-center">
            {m.icon}
          </span>
          <span className={compact ? 'sr-only' : undefined}>{m.label}</span>
        </Link>
      ))}
    </nav>
  );
}
