import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import type { Device } from '@/lib/resources/devices';

export interface DevicePickerDialogProps {
  open: boolean;
  channelName: string;
  devices: readonly Device[];
  initial: readonly string[];
  onSave: (deviceIds: string[]) => void;
  onClose: () => void;
}

/** Pick the channel's devices among the team's, with search; saving replaces the whole list. */
export function DevicePickerDialog({ open, channelName, devices, initial, onSave, onClose }: DevicePickerDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={`Devices of “${channelName}”`} className="w-[min(36rem,calc(100vw-2rem))]">
      {open && <PickerBody devices={devices} initial={initial} onSave={onSave} onClose={onClose} />}
    </Dialog>
  );
}

function PickerBody({ devices, initial, onSave, onClose }: Omit<DevicePickerDialogProps, 'open' | 'channelName'>) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string[]>(() => [...initial]);
  const visible = useMemo(() => {
    const q = search.trim().toLowerCase();
    if (!q) return devices;
    return devices.filter((d) => [d.name, d.type, d.model, d.serial, d.id].some((v) => v?.toLowerCase().includes(q)));
  }, [devices, search]);

  const toggle = (id: string, on: boolean) =>
    setChosen((list) => (on ? (list.includes(id) ? list : [...list, id]) : list.filter((x) => x !== id)));

  return (
    <div className="flex flex-col gap-3">
      <TextField
        label="Search devices"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder="Name, type, model or serial"
      />
      <fieldset className="max-h-72 overflow-auto rounded-md border border-line">
        <legend className="sr-only">Team devices</legend>
        {visible.length === 0 && <p className="p-3 text-sm text-muted">No device matches “{search}”.</p>}
        {visible.map((d) => (
          <label
            key={d.id}
            className="flex cursor-pointer items-center gap-3 border-b border-line/50 px-3 py-2 text-sm last:border-b-0 hover:bg-raised"
          >
            <input type="checkbox" checked={chosen.includes(d.id)} onChange={(e) => toggle(d.id, e.target.checked)} />
            <span className="flex-1">{d.name}</span>
            <span className="text-xs text-muted">
              {d.type}
              {d.model ? ` · ${d.model}` : ''}
            </span>
          </label>
        ))}
      </fieldset>
      <p className="text-sm text-muted" aria-live="polite">
        {chosen.length} selected
      </p>
      <div className="flex justify-end gap-2">
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="primary" onClick={() => onSave(chosen)}>
          Save devices
        </Button>
      </div>
    </div>
  );
}
