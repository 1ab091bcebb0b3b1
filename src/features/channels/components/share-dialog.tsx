import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { ChannelView } from '@/lib/resources/channels';
import type { Device } from '@/lib/resources/devices';
import { streamStatesQueryOptions } from '@/lib/resources/streams';

const EXPIRY = [
  { label: 'Never (until I stop sharing)', ms: 0 },
  { label: '1 hour', ms: 3600_000 },
  { label: '24 hours', ms: 24 * 3600_000 },
  { label: '7 days', ms: 7 * 24 * 3600_000 },
] as const;

interface Props {
  open: boolean;
  channel: ChannelView;
  devices: readonly Device[] | undefined;
  onCancel(): void;
  onShare(expiresAt: number | undefined): void;
}

/**
 * Before a channel goes public: what viewers will see (its title, and which cameras play now),
 * how long the link lives, and a warning when nothing on it is live.
 */
export function ShareDialog({ open, channel, devices, onCancel, onShare }: Props) {
  const states = useQuery({ ...streamStatesQueryOptions(), enabled: open });
  const [expiry, setExpiry] = useState(0);
  const names = new Map((devices ?? []).map((d) => [d.id, d.name]));
  const streaming = new Set(
    (states.data ?? []).filter((s) => s.state === 'STREAMING' && s.streamId.endsWith('-FROM')).map((s) => s.deviceId),
  );
  const members = channel.deviceIds.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id) ?? id, live: streaming.has(id) }));
  const liveCount = members.filter((m) => m.live).length;

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={`Share “${channel.name}” publicly`}
      description="Anyone with the link can watch the live cameras of this channel, without signing in."
      footer={
        <>
          <Button autoFocus onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="primary" onClick={() => onShare(expiry ? Date.now() + expiry : undefined)}>
            Share
          </Button>
        </>
      }
    >
      <section aria-label="What viewers will see" className="flex flex-col gap-2 rounded-md border border-line bg-black p-3 text-white">
        <p className="text-xs uppercase tracking-wide text-zinc-400">What viewers will see</p>
        <p className="font-semibold">{channel.name}</p>
        {members.length ? (
          <ul className="grid grid-cols-2 gap-1" aria-label="Cameras on the watch page">
            {members.map((m) => (
              <li key={m.id} className={`rounded px-2 py-3 text-center text-xs ${m.live ? 'bg-zinc-800' : 'bg-zinc-900 text-zinc-300'}`}>
                {m.name}
                <span className="block text-[11px]">{m.live ? 'Live' : 'Not live: hidden'}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-zinc-300">No cameras in this channel.</p>
        )}
      </section>
      {states.isSuccess && liveCount === 0 ? (
        <p role="status" className="rounded-md border border-warn px-2 py-1.5 text-sm text-warn">
          Nothing on this channel is live right now: viewers will see an empty page until a camera streams.
        </p>
      ) : null}
      <label className="mt-3 flex flex-col gap-1 text-sm font-medium">
        Link expires
        <select
          value={expiry}
          onChange={(e) => setExpiry(Number(e.target.value))}
          className="rounded-md border border-line bg-canvas px-2 py-1.5 font-normal"
        >
          {EXPIRY.map((o) => (
            <option key={o.ms} value={o.ms}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
    </Dialog>
  );
}
