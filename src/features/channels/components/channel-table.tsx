import type { ChannelView } from '@/lib/resources/channels';

export interface ChannelTableProps {
  channels: readonly ChannelView[];
  selectedId?: string;
  onSelect: (id: string) => void;
}

/** Name, device count, public or not. Names are rendered as text, whatever they contain. */
export function ChannelTable({ channels, selectedId, onSelect }: ChannelTableProps) {
  if (channels.length === 0) {
    return (
      <p className="rounded-md border border-dashed border-line p-6 text-center text-muted">No channels yet. Create the first one above.</p>
    );
  }
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">Channels of your team</caption>
      <thead>
        <tr className="border-b border-line text-left text-xs tracking-wide text-muted uppercase">
          <th scope="col" className="px-3 py-2 font-medium">
            Name
          </th>
          <th scope="col" className="px-3 py-2 text-right font-medium">
            Devices
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            Sharing
          </th>
        </tr>
      </thead>
      <tbody>
        {channels.map((c) => {
          const saving = c.id.startsWith('tmp-');
          const selected = c.id === selectedId;
          return (
            <tr
              key={c.id}
              className={`border-b border-line/60 ${selected ? 'bg-raised' : ''}`}
              aria-current={selected ? 'true' : undefined}
            >
              <td className="max-w-0 px-3 py-2">
                <button
                  type="button"
                  disabled={saving}
                  onClick={() => onSelect(c.id)}
                  className="block w-full truncate text-left font-medium text-fg hover:text-accent hover:underline disabled:cursor-wait disabled:opacity-60"
                  title={c.name}
                >
                  {c.name}
                </button>
                {saving && <span className="text-xs text-muted">Saving…</span>}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{c.deviceIds.length}</td>
              <td className="px-3 py-2">
                {c.isPublic ? (
                  <span className="inline-flex items-center gap-1 text-ok">
                    <span aria-hidden>●</span> Public
                  </span>
                ) : (
                  <span className="inline-flex items-center gap-1 text-muted">
                    <span aria-hidden>○</span> Private
                  </span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
