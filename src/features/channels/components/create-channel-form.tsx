import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { describeError } from '@/lib/api/api-error';
import { useCreateChannel } from '../api/channel-mutations';
import type { ChannelView } from '@/lib/resources/channels';
import { channelNameError } from '../utils/channel-name';

let tempSeq = 0;

/**
 * Create a channel. The name is checked while typing; if the service still refuses,
 * its message shows on the field. While a re-sign-in is pending the typed name stays.
 */
export function CreateChannelForm({ channels, onCreated }: { channels: readonly ChannelView[]; onCreated: (id: string) => void }) {
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useCreateChannel();
  // The optimistic row is in `channels` while saving; it must not flag its own name.
  const others = channels.filter((c) => !c.id.startsWith('tmp-'));
  const localError = channelNameError(name, others);
  const error = serverError ?? (touched ? localError : null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (localError || create.isPending) return;
    const tempId = `tmp-${++tempSeq}`;
    create.mutate(
      { name, tempId },
      {
        onSuccess: (channel) => {
          setName('');
          setTouched(false);
          onCreated(channel.id);
        },
        onError: (err) => setServerError(describeError(err)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Create a channel" className="flex flex-wrap items-start gap-2">
      <TextField
        label="New channel name"
        value={name}
        className="w-80"
        error={error}
        maxLength={400}
        onChange={(e) => {
          setName(e.target.value);
          setTouched(true);
          setServerError(null);
        }}
        hint="Up to 100 characters, unique in your team."
      />
      <Button type="submit" variant="primary" className="mt-6" disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create channel'}
      </Button>
    </form>
  );
}
