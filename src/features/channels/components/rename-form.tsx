import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { describeError } from '@/lib/api/api-error';
import { useRenameChannel } from '../api/channel-mutations';
import type { ChannelView } from '@/lib/resources/channels';
import { channelNameError } from '../utils/channel-name';

export function RenameForm({ channel, channels }: { channel: ChannelView; channels: readonly ChannelView[] }) {
  const [name, setName] = useState(channel.name);
  const [serverError, setServerError] = useState<string | null>(null);
  const rename = useRenameChannel();
  const localError = channelNameError(name, channels, channel.id);
  const unchanged = name === channel.name;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (localError || unchanged) return;
    rename.mutate({ id: channel.id, name, previousName: channel.name }, { onError: (err) => setServerError(describeError(err)) });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Rename channel" className="flex flex-wrap items-start gap-2">
      <TextField
        label="Channel name"
        value={name}
        className="min-w-0 flex-1"
        error={serverError ?? (unchanged ? null : localError)}
        onChange={(e) => {
          setName(e.target.value);
          setServerError(null);
        }}
      />
      <Button type="submit" className="mt-6" disabled={unchanged || Boolean(localError) || rename.isPending}>
        {rename.isPending ? 'Renaming…' : 'Rename'}
      </Button>
    </form>
  );
}
