import { Link } from '@tanstack/react-router';
import { MODULES } from './modules';

/** Side navigation: every module, the current one marked for screen readers too. */
export function Nav() {
  return (
    <nav aria-label="Modules" className="flex flex-col gap-1 p-2">
      {MODULES.map((m) => (
        <Link
          key={m.to}
          // Live and Missions routes are added by their own modules; the path is known.
          to={m.to as '/'}
          className="flex items-center gap-2 rounded-md px-3 py-2 text-sm text-muted hover:bg-raised hover:text-fg"
          activeProps={{ className: '!bg-raised !text-fg font-semibold', 'aria-current': 'page' }}
          activeOptions={{ includeSearch: false, exact: m.to === '/' }}
        >
          <span aria-hidden className="w-4 text-center">
            {m.icon}
          </span>
          {m.label}
        </Link>
      ))}
    </nav>
  );
}
