import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PermittedButton } from '@/components/ui/permitted-button';
import { usePermission } from '@/lib/api/use-permission';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { useShareChannel } from '../api/channel-mutations';
import type { ChannelView } from '@/lib/resources/channels';
import type { Device } from '@/lib/resources/devices';
import { ShareDialog } from './share-dialog';
import { formatDateTime } from '@/lib/format/format';

const expiryText = formatDateTime;

/**
 * Share on the public watch page (after a dialog with a preview and an optional expiry), copy or
 * open the link, stop sharing (the old link stops working).
 */
export function ShareSection({ channel, devices }: { channel: ChannelView; devices?: readonly Device[] }) {
  const share = useShareChannel();
  const mayShare = usePermission('channels.sharePublic');
  const mayUnshare = usePermission('write');
  const [confirming, setConfirming] = useState(false);
  const [sharing, setSharing] = useState(false);
  const stopping = share.isPending && share.variables.id === channel.id && !share.variables.isPublic;

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Public link copied');
    } catch {
      toast.error('Could not copy: select the link and copy it by hand.');
    }
  };

  return (
    <section aria-labelledby="channel-share-title" className="flex flex-col gap-2">
      <h3 id="channel-share-title" className="font-semibold">
        Public sharing
      </h3>
      {channel.isPublic ? (
        <>
          <p className="flex items-center gap-1 text-sm text-ok">
            <span aria-hidden>●</span> Shared: anyone with the link can watch.
          </p>
          {channel.publicUrl ? (
            <div className="flex gap-2">
              <label className="sr-only" htmlFor={`public-url-${channel.id}`}>
                Public link
              </label>
              <input
                id={`public-url-${channel.id}`}
                readOnly
                value={channel.publicUrl}
                className="min-w-0 flex-1 rounded-md border border-line bg-canvas px-2 py-1 text-xs"
                onFocus={(e) => e.target.select()}
              />
              <Button size="sm" onClick={() => void copy(channel.publicUrl ?? '')}>
                Copy link
              </Button>
              <a href={channel.publicUrl} target="_blank" rel="noreferrer" className="self-center text-sm text-accent underline">
                Open watch page
              </a>
            </div>
          ) : (
            <p className="text-sm text-muted">Creating the link…</p>
          )}
          <p className="text-xs text-muted">
            {channel.publicExpiresAt
              ? `The link expires ${expiryText(channel.publicExpiresAt)}.`
              : 'The link works until you stop sharing.'}
          </p>
          <div>
            <PermittedButton size="sm" variant="danger" decision={mayUnshare} onClick={() => setConfirming(true)}>
              Stop sharing
            </PermittedButton>
          </div>
        </>
      ) : (
        <>
          {/* The list already shows the channel private (optimistic), but the link works until the
              service has answered: "only your team sees it" is said only then. */}
          {stopping ? (
            <p role="status" className="text-sm text-muted">
              Stopping the public link…
            </p>
          ) : (
            <p className="flex items-center gap-1 text-sm text-muted">
              <span aria-hidden>○</span> Private: only your team sees it.
            </p>
          )}
          <div>
            <PermittedButton size="sm" variant="primary" decision={mayShare} disabled={stopping} onClick={() => setSharing(true)}>
              Share publicly
            </PermittedButton>
          </div>
        </>
      )}
      <ShareDialog
        open={sharing}
        channel={channel}
        devices={devices}
        onCancel={() => setSharing(false)}
        onShare={(expiresAt) => {
          setSharing(false);
          share.mutate({ id: channel.id, name: channel.name, isPublic: true, expiresAt });
        }}
      />
      <ConfirmDialog
        open={confirming}
        title={`Stop sharing “${channel.name}”?`}
        message="The current public link will stop working for everyone who has it. Sharing again later issues a new link."
        confirmLabel="Stop sharing"
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          share.mutate({ id: channel.id, name: channel.name, isPublic: false });
        }}
      />
    </section>
  );
}
