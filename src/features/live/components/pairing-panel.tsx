import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import type { DisplayCreated } from '@/lib/resources/displays';

/**
 * The one-time pairing code, shown once. The link carries it in the fragment (`#code=`), which
 * browsers never send to a server, and the display page removes it from the address bar at once.
 */
export function PairingPanel({ created, onDone }: { created: DisplayCreated; onDone(): void }) {
  const link = `${globalThis.location.origin}/display#code=${encodeURIComponent(created.pairingCode)}`;
  const until = created.display.pairingExpiresAt
    ? new Date(created.display.pairingExpiresAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', timeZoneName: 'short' })
    : null;
  const copy = () =>
    void navigator.clipboard?.writeText(link).then(
      () => toast.success('Pairing link copied'),
      () => toast.error('Could not copy: select the link and copy it'),
    );
  return (
    <section aria-label="Pairing code" className="flex flex-col gap-2 rounded-md border border-accent bg-raised p-4">
      <h2 className="font-semibold">Pair “{created.display.name}”</h2>
      <p className="text-sm">
        On the wall PC, open <strong>/display</strong> and type this code, or open the link below. It works once
        {until ? `, until ${until}` : ''}.
      </p>
      <p className="font-mono text-4xl font-bold tracking-widest" data-testid="pairing-code">
        {created.pairingCode}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <input
          readOnly
          aria-label="Pairing link"
          value={link}
          className="min-w-0 flex-1 rounded border border-line bg-canvas px-2 py-1 font-mono text-xs"
          onFocus={(e) => e.target.select()}
        />
        <Button size="sm" onClick={copy}>
          Copy link
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
}
