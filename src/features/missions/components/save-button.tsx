import type { Issue } from '@/lib/geo/route-checks';
import { Button } from '@/components/ui/button';
import { PermittedButton } from '@/components/ui/permitted-button';
import type { Decision } from '@/lib/contract/permissions';

interface Props {
  label: string;
  issues: readonly Issue[];
  /** A reason saving is blocked that is not a route problem (no name). */
  missingName: boolean;
  saving: boolean;
  onSave: () => void;
  /** Jump to a problem: its waypoint when it has one, else the Validation panel. */
  onShowProblem: (issue: Issue | undefined) => void;
  /** The permission table's answer for saving (a viewer may not). */
  permission: Decision;
}

/** Save, with the number of problems that block it attached; the count jumps to the first problem. */
export function SaveButton({ label, issues, missingName, saving, onSave, onShowProblem, permission }: Props) {
  // Refused, the problems do not matter: nothing can be saved. The reason is on hover and focus.
  if (!permission.allowed) {
    return (
      <PermittedButton variant="primary" size="sm" decision={permission}>
        {label}
      </PermittedButton>
    );
  }
  const count = issues.length + (missingName ? 1 : 0);
  const blocked = count > 0;
  return (
    <span className="inline-flex items-stretch">
      <Button
        variant="primary"
        size="sm"
        onClick={onSave}
        disabled={blocked || saving}
        title={blocked ? 'Fix the problems listed under Validation first' : 'Ctrl+S'}
        className={blocked ? 'rounded-r-none' : ''}
      >
        {label}
      </Button>
      {blocked && (
        <button
          type="button"
          aria-label={`${count} ${count === 1 ? 'problem blocks' : 'problems block'} saving: show the first`}
          title="Show the first problem"
          className="rounded-r-md border border-l-0 border-warn bg-warn/15 px-2 text-xs font-semibold text-warn hover:bg-warn/25"
          onClick={() => onShowProblem(issues[0])}
        >
          ⚠ {count}
        </button>
      )}
    </span>
  );
}
