import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PermittedButton } from '@/components/ui/permitted-button';
import { usePermission } from '@/lib/api/use-permission';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteChannel } from '../api/channel-mutations';
import type { ChannelView } from '@/lib/resources/channels';
import type { Device } from '@/lib/resources/devices';
import { DevicesSection } from './devices-section';
import { RenameForm } from './rename-form';
import { ShareSection } from './share-section';

export interface ChannelDetailProps {
  channel: ChannelView;
  channels: readonly ChannelView[];
  devices: readonly Device[] | undefined;
  devicesError: string | null;
  onClose: () => void;
}

export function ChannelDetail({ channel, channels, devices, devicesError, onClose }: ChannelDetailProps) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  const del = useDeleteChannel();
  // A viewer reads the channel: no rename, device or delete controls.
  const write = usePermission('write');
  return (
    <section aria-labelledby="channel-detail-title" className="flex flex-col gap-5 rounded-lg border border-line bg-surface p-4">
      <div className="flex items-start justify-between gap-2">
        <h2 id="channel-detail-title" className="min-w-0 text-lg font-semibold break-words">
          {channel.name}
        </h2>
        <Button size="sm" variant="ghost" onClick={onClose} aria-label="Close channel details">
          ✕
        </Button>
      </div>
      {write.allowed && <RenameForm key={channel.name} channel={channel} channels={channels} />}
      <DevicesSection channel={channel} devices={devices} devicesError={devicesError} readOnly={!write.allowed} />
      <ShareSection channel={channel} devices={devices} />
      <section aria-labelledby="channel-danger-title" className="flex flex-col gap-2 border-t border-line pt-4">
        <h3 id="channel-danger-title" className="sr-only">
          Delete
        </h3>
        <div>
          <PermittedButton variant="danger" size="sm" decision={write} onClick={() => setConfirmDelete(true)}>
            Delete channel
          </PermittedButton>
        </div>
      </section>
      <ConfirmDialog
        open={confirmDelete}
        title={`Delete channel “${channel.name}”?`}
        message="The channel and its public link are removed. Its devices stay in your team."
        confirmLabel="Delete channel"
        destructive
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          onClose();
          del.mutate({ id: channel.id, name: channel.name });
        }}
      />
    </section>
  );
}
