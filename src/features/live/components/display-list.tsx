import { useState } from 'react';
import { describeError } from '@/lib/api/api-error';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import type { Display } from '@/lib/resources/displays';
import { useRevokeDisplayMutation } from '@/lib/resources/displays-mutations';
import { formatDateTime } from '@/lib/format/format';

const when = (ms: number | null) => (ms ? formatDateTime(ms) : '—');

function statusText(d: Display): string {
  if (d.status === 'revoked') return 'Revoked';
  if (d.status === 'paired') return 'Paired';
  return d.pairingExpiresAt && d.pairingExpiresAt < Date.now() ? 'Code expired' : 'Waiting for pairing';
}

/** The team's displays: which wall, paired or not, when last seen; revocable by admins. */
export function DisplayList({ displays, canRevoke }: { displays: readonly Display[]; canRevoke: boolean }) {
  const [confirm, setConfirm] = useState<Display | null>(null);
  const revoke = useRevokeDisplayMutation({
    onSuccess: (d) => toast.success(`Display “${d.name}” revoked`),
    onError: (err, d) => toast.error(`Could not revoke “${d.name}”: ${describeError(err)}`),
  });
  if (!displays.length) return <p className="text-sm text-muted">No displays yet.</p>;
  return (
    <>
      <table className="w-full text-left text-sm" aria-label="Displays">
        <thead className="text-xs text-muted">
          <tr>
            <th className="py-1 pr-3 font-medium">Name</th>
            <th className="py-1 pr-3 font-medium">Wall</th>
            <th className="py-1 pr-3 font-medium">Status</th>
            <th className="py-1 pr-3 font-medium">Last seen</th>
            <th className="py-1 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {displays.map((d) => (
            <tr key={d.id} aria-label={d.name}>
              <td className="py-1.5 pr-3 font-medium">{d.name}</td>
              <td className="max-w-xs truncate py-1.5 pr-3 font-mono text-xs" title={d.wallPath}>
                {d.wallPath}
              </td>
              <td className="py-1.5 pr-3">{statusText(d)}</td>
              <td className="py-1.5 pr-3">{when(d.lastSeenAt)}</td>
              <td className="py-1.5 text-right">
                {canRevoke && d.status !== 'revoked' ? (
                  <Button size="sm" variant="danger" onClick={() => setConfirm(d)}>
                    Revoke
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={confirm !== null}
        title="Revoke display"
        message={`Revoke “${confirm?.name ?? ''}”? Its wall stops at once and the PC must be paired again.`}
        confirmLabel="Revoke"
        destructive
        busy={revoke.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm) revoke.mutate(confirm);
          setConfirm(null);
        }}
      />
    </>
  );
}
