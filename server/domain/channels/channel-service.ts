import type { Db } from '../../store/db';
import { newId, unguessable } from '../../store/ids';
import { invalid, conflict, notFound } from '../errors';
import type { Channel, ChannelCreate, ChannelPatch, PublicChannel } from '../../../src/lib/contract/channels';
import { foreignDeviceIds, getTeamDevice } from '../devices/device-repository';
import * as repo from './channel-repository';
import type { ChannelRecord } from './channel-repository';

/** The response shape; `origin` is the request's own origin, so the URL works wherever the service is reached. */
export function presentChannel(c: ChannelRecord, origin: string): Channel {
  // A link past its expiry (extension) is answered as not shared, as the watch page treats it.
  const shared = c.publicToken !== null && (c.publicExpiresAt === null || c.publicExpiresAt > Date.now());
  const base = {
    id: c.id,
    name: c.name,
    isPublic: shared,
    deviceIds: c.deviceIds,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
  if (!shared) return base;
  return { ...base, publicUrl: `${origin}/watch/${c.publicToken}`, ...(c.publicExpiresAt ? { publicExpiresAt: c.publicExpiresAt } : {}) };
}

function requireChannel(db: Db, teamId: string, id: string): ChannelRecord {
  const channel = repo.getTeamChannel(db, teamId, id);
  if (!channel) throw notFound('Channel');
  return channel;
}

function checkName(db: Db, teamId: string, name: string, exceptId?: string): void {
  if (repo.channelNameTaken(db, teamId, name, exceptId)) throw conflict(`A channel named "${name}" already exists in this team`, 'name');
}

/** Dedupes (first occurrence wins) and rejects any id that is not a device of the team. */
function checkDevices(db: Db, teamId: string, ids: readonly string[]): string[] {
  const unique = [...new Set(ids)];
  const foreign = foreignDeviceIds(db, teamId, unique);
  if (foreign.length) throw invalid(`Not devices of your team: ${foreign.join(', ')}`, 'deviceIds');
  return unique;
}

export function createChannel(db: Db, teamId: string, input: ChannelCreate): ChannelRecord {
  return db.transaction(() => {
    checkName(db, teamId, input.name);
    const deviceIds = checkDevices(db, teamId, input.deviceIds ?? []);
    const now = Date.now();
    const id = newId();
    repo.insertChannel(db, {
      id,
      teamId,
      name: input.name,
      publicToken: input.isPublic ? unguessable() : null,
      publicExpiresAt: null,
      createdAt: now,
      updatedAt: now,
    });
    repo.replaceChannelDevices(db, id, deviceIds);
    return requireChannel(db, teamId, id);
  })();
}

export function updateChannel(db: Db, teamId: string, id: string, patch: ChannelPatch): ChannelRecord {
  return db.transaction(() => {
    const current = requireChannel(db, teamId, id);
    if (patch.name !== undefined && patch.name !== current.name) checkName(db, teamId, patch.name, id);
    // Spec: isPublic true always issues a NEW public URL; false clears it.
    let publicToken = current.publicToken;
    if (patch.isPublic === true) publicToken = unguessable();
    if (patch.isPublic === false) publicToken = null;
    // Expiry (extension) belongs to a link: a new link starts without one unless the patch sets
    // it, and unsharing drops it.
    let publicExpiresAt = patch.isPublic === true || !publicToken ? null : current.publicExpiresAt;
    if (patch.publicExpiresAt !== undefined) {
      if (patch.publicExpiresAt !== null && !publicToken) throw invalid('Share the channel to give its link an expiry', 'publicExpiresAt');
      publicExpiresAt = publicToken ? patch.publicExpiresAt : null;
    }
    if (patch.deviceIds) repo.replaceChannelDevices(db, id, checkDevices(db, teamId, patch.deviceIds));
    repo.updateChannelRow(db, id, { name: patch.name ?? current.name, publicToken, publicExpiresAt, updatedAt: Date.now() });
    return requireChannel(db, teamId, id);
  })();
}

export function addDevice(db: Db, teamId: string, id: string, deviceId: string): ChannelRecord {
  return db.transaction(() => {
    requireChannel(db, teamId, id);
    if (!getTeamDevice(db, teamId, deviceId)) throw invalid(`Not a device of your team: ${deviceId}`, 'deviceId');
    repo.addChannelDevice(db, id, deviceId);
    repo.touchChannel(db, id, Date.now());
    return requireChannel(db, teamId, id);
  })();
}

/** Removing a device that is not in the channel is a no-op (spec). */
export function removeDevice(db: Db, teamId: string, id: string, deviceId: string): ChannelRecord {
  return db.transaction(() => {
    requireChannel(db, teamId, id);
    if (repo.removeChannelDevice(db, id, deviceId) > 0) repo.touchChannel(db, id, Date.now());
    return requireChannel(db, teamId, id);
  })();
}

export function deleteChannel(db: Db, teamId: string, id: string): ChannelRecord {
  return db.transaction(() => {
    const channel = requireChannel(db, teamId, id);
    repo.deleteChannelRow(db, id);
    return channel;
  })();
}

export const getChannel = requireChannel;
export const listTeamChannels = repo.listTeamChannels;

/** The public watch page's view; undefined once the channel is no longer shared. */
export function publicChannel(db: Db, token: string): PublicChannel | undefined {
  const channel = repo.getChannelByToken(db, token);
  if (!channel) return undefined;
  const devices = channel.deviceIds.flatMap((deviceId) => {
    const d = getTeamDevice(db, channel.teamId, deviceId);
    return d ? [{ id: d.id, name: d.name }] : [];
  });
  const company = organisationOf(db, channel.teamId);
  return { name: channel.name, ...(company ? { organisation: company } : {}), devices };
}

/** The company a team belongs to, as a public page names who shares it. */
export function organisationOf(db: Db, teamId: string): string | undefined {
  return db.prepare('SELECT c.name FROM companies c JOIN teams t ON t.company_id = c.id WHERE t.id = ?').pluck().get(teamId) as
    string | undefined;
}
