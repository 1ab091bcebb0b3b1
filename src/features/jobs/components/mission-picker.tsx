import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { TextField } from '@/components/ui/text-field';
import { describeError } from '@/lib/api/api-error';
import { credentialFor } from '@/lib/api/session';
import { missionsInfiniteQueryOptions } from '@/lib/resources/missions';

export interface PickedMission {
  id: string;
  name: string;
}

/** One of the team's missions, found by name (the first page of matches; type more to narrow). */
export function MissionPicker({ value, onChange }: { value: PickedMission | null; onChange: (m: PickedMission | null) => void }) {
  const [q, setQ] = useState('');
  const connected = !!credentialFor('flights');
  const list = useInfiniteQuery({ ...missionsInfiniteQueryOptions({ q: q.trim() || undefined }), enabled: connected });
  if (!connected) return <p className="text-sm text-muted">Missions are not connected: sign in with the flights API key to pick one.</p>;
  const missions = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="flex flex-col gap-1">
      <TextField label="Find a mission" type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Mission name" />
      <label className="flex flex-col gap-1 text-sm font-medium">
        Mission
        <select
          className="rounded border border-line bg-canvas px-2 py-1"
          value={value?.id ?? ''}
          onChange={(e) => {
            const m = missions.find((x) => x.id === e.target.value);
            onChange(m ? { id: m.id, name: m.name ?? m.id } : null);
          }}
        >
          <option value="">{list.isPending ? 'Loading missions…' : missions.length ? 'Choose a mission' : 'No mission matches'}</option>
          {value && !missions.some((m) => m.id === value.id) && <option value={value.id}>{value.name}</option>}
          {missions.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name ?? m.id}
            </option>
          ))}
        </select>
      </label>
      {list.isError && <p className="text-xs text-danger">Could not list the missions: {describeError(list.error)}</p>}
    </div>
  );
}
