import { usePermission } from '@/lib/api/use-permission';
import { useQuery } from '@tanstack/react-query';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Spinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/api/api-error';
import { channelsQueryOptions } from '@/lib/resources/channels';
import { devicesQueryOptions } from '@/lib/resources/devices';
import { ChannelDetail } from './channel-detail';
import { ChannelTable } from './channel-table';
import { CreateChannelForm } from './create-channel-form';

export interface ChannelsPageProps {
  selectedId?: string;
  onSelect: (id: string | undefined) => void;
}

export function ChannelsPage({ selectedId, onSelect }: ChannelsPageProps) {
  const channels = useQuery(channelsQueryOptions());
  const devices = useQuery({ ...devicesQueryOptions(), enabled: Boolean(selectedId) });
  const list = channels.data ?? [];
  const selected = list.find((c) => c.id === selectedId);
  const write = usePermission('write');

  return (
    <div className="flex flex-col gap-4 p-6">
      <div>
        <h1 className="text-2xl font-semibold">Channels</h1>
        <p className="text-sm text-muted">Named groups of your team&apos;s devices, optionally shared on a public watch page.</p>
      </div>
      {write.allowed && <CreateChannelForm channels={list} onCreated={(id) => onSelect(id)} />}
      {channels.isPending && <Spinner label="Loading channels" />}
      {channels.isError && !channels.data && (
        <ErrorPanel
          title="Could not load the channels"
          message={describeError(channels.error)}
          onRetry={() => void channels.refetch()}
          retrying={channels.isFetching}
        />
      )}
      {channels.isError && channels.data && (
        <p role="status" className="text-sm text-warn">
          <span aria-hidden>⚠</span> Showing the last list received; refreshing failed: {describeError(channels.error)}
        </p>
      )}
      {channels.data && (
        <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(24rem,2fr)]">
          <ChannelTable channels={list} selectedId={selectedId} onSelect={onSelect} />
          {selected && (
            <ChannelDetail
              key={selected.id}
              channel={selected}
              channels={list}
              devices={devices.data}
              devicesError={devices.isError ? describeError(devices.error) : null}
              onClose={() => onSelect(undefined)}
            />
          )}
        </div>
      )}
    </div>
  );
}
