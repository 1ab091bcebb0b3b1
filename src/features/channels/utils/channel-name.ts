import { CHANNEL_NAME_MAX } from '@/lib/contract/channels';
import { charLength } from '@/lib/contract/common';

export { CHANNEL_NAME_MAX };

/**
 * The service's rules, checked while typing: required, at most 100 characters (code points,
 * as the service counts), unique in the team (exact match, as the service's constraint).
 * `selfId` is the channel being renamed, which may keep its own name.
 * Returns the message to show, or null when the name is acceptable.
 */
export function channelNameError(name: string, channels: ReadonlyArray<{ id: string; name: string }>, selfId?: string): string | null {
  if (name.trim().length === 0) return 'Name is required.';
  const length = charLength(name);
  if (length > CHANNEL_NAME_MAX) return `Name is too long: ${length} characters, at most ${CHANNEL_NAME_MAX}.`;
  if (channels.some((c) => c.name === name && c.id !== selfId)) return 'A channel with this name already exists in your team.';
  return null;
}
