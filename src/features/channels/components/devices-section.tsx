import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useRemoveChannelDevice, useSetChannelDevices } from '../api/channel-mutations';
import type { ChannelView } from '@/lib/resources/channels';
import type { Device } from '@/lib/resources/devices';
import { DevicePickerDialog } from './device-picker-dialog';

export interface DevicesSectionProps {
  channel: ChannelView;
  devices: readonly Device[] | undefined;
  devicesError: string | null;
  /** A viewer's: the list without its controls. */
  readOnly?: boolean;
}

export function DevicesSection({ channel, devices, devicesError, readOnly = false }: DevicesSectionProps) {
  const [picking, setPicking] = useState(false);
  const setDevices = useSetChannelDevices();
  const remove = useRemoveChannelDevice();
  const byId = new Map((devices ?? []).map((d) => [d.id, d]));

  return (
    <section aria-labelledby="channel-devices-title" className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <h3 id="channel-devices-title" className="font-semibold">
          Devices ({channel.deviceIds.length})
        </h3>
        {!readOnly && (
          <Button size="sm" onClick={() => setPicking(true)} disabled={!devices}>
            Choose devices…
          </Button>
        )}
      </div>
      {devicesError && (
        <p role="alert" className="text-sm text-danger">
          Could not load the team&apos;s devices: {devicesError}
        </p>
      )}
      {channel.deviceIds.length === 0 ? (
        <p className="text-sm text-muted">No devices in this channel.</p>
      ) : (
        <ul aria-label="Devices in this channel" className="flex flex-col divide-y divide-line/60 rounded-md border border-line">
          {channel.deviceIds.map((id) => {
            const name = byId.get(id)?.name ?? id;
            return (
              <li key={id} className="flex items-center justify-between gap-2 px-3 py-1.5 text-sm">
                <span>
                  {name} <span className="text-xs text-muted">{byId.get(id)?.type}</span>
                </span>
                {!readOnly && (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${name}`}
                    onClick={() => remove.mutate({ id: channel.id, name: channel.name, deviceId: id, deviceName: name })}
                  >
                    Remove
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <DevicePickerDialog
        open={picking}
        channelName={channel.name}
        devices={devices ?? []}
        initial={channel.deviceIds}
        onClose={() => setPicking(false)}
        onSave={(deviceIds) => {
          setPicking(false);
          setDevices.mutate({ id: channel.id, name: channel.name, deviceIds });
        }}
      />
    </section>
  );
}
