import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../../store/db';
import { newId } from '../../store/ids';
import { forbidden, invalid, notFound, unauthorized } from '../errors';
import type { Caller } from '../identity/tokens';
import { DISPLAY_PAIRING_S, type Display, type DisplayCreate } from '../../../src/lib/contract/displays';
import { wallScope } from '../../../src/lib/contract/wall-address';
import { foreignDeviceIds } from '../devices/device-repository';
import { getTeamChannel } from '../channels/channel-repository';
import * as repo from './display-repository';
import type { DisplayRecord } from './display-repository';

/** No 0/O, 1/I/L: a code is read off one screen and typed on another. 32^8 ≈ 10^12, valid 15 minutes, once. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
/** Codes are compared without case, spaces or dashes. */
export const normalizeCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

function newPairingCode(): string {
  const chars = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

export function presentDisplay(d: DisplayRecord): Display {
  return {
    id: d.id,
    name: d.name,
    wallPath: d.wallPath,
    channelIds: d.channelIds,
    deviceIds: d.deviceIds,
    status: d.revokedAt ? 'revoked' : d.hasCredential ? 'paired' : 'pending',
    createdAt: d.createdAt,
    pairingExpiresAt: d.pairingExpiresAt,
    pairedAt: d.pairedAt,
    lastSeenAt: d.lastSeenAt,
    revokedAt: d.revokedAt,
  };
}

function requireAdmin(caller: Caller): void {
  if (caller.role !== 'admin') throw forbidden('Only a team admin can create or revoke displays');
}

/** Creates a display for a wall of the caller's team and returns its one-time pairing code. */
export function createDisplay(db: Db, caller: Caller, input: DisplayCreate): { display: DisplayRecord; pairingCode: string } {
  requireAdmin(caller);
  const { channelIds, deviceIds } = wallScope(input.wallPath);
  if (!channelIds.length && !deviceIds.length) {
    throw invalid('A display shows chosen cameras: the wall address needs channel= or devices=', 'wallPath');
  }
  const foreignChannels = channelIds.filter((id) => !getTeamChannel(db, caller.teamId, id));
  if (foreignChannels.length) throw invalid(`Not channels of your team: ${foreignChannels.join(', ')}`, 'wallPath');
  const foreign = foreignDeviceIds(db, caller.teamId, deviceIds);
  if (foreign.length) throw invalid(`Not devices of your team: ${foreign.join(', ')}`, 'wallPath');
  const pairingCode = newPairingCode();
  const now = Date.now();
  const id = newId();
  repo.insertDisplay(db, {
    id,
    teamId: caller.teamId,
    name: input.name,
    wallPath: input.wallPath,
    channelIds,
    deviceIds,
    createdBy: caller.userId,
    createdAt: now,
    pairingHash: sha256(normalizeCode(pairingCode)),
    pairingExpiresAt: now + DISPLAY_PAIRING_S * 1000,
  });
  const display = repo.getTeamDisplay(db, caller.teamId, id);
  if (!display) throw notFound('Display');
  return { display, pairingCode };
}

/** One use: the code is gone afterwards, and an expired or revoked one opens nothing. */
export function pairDisplay(db: Db, code: string): { display: DisplayRecord; credential: string } {
  return db.transaction(() => {
    const display = repo.displayByPairingHash(db, sha256(normalizeCode(code)));
    const now = Date.now();
    if (!display || display.revokedAt || !display.pairingExpiresAt || display.pairingExpiresAt < now) {
      throw invalid('This pairing code is unknown, used or expired: ask an admin for a new one', 'code');
    }
    const credential = `dsp_${randomBytes(32).toString('base64url')}`;
    repo.setCredential(db, display.id, sha256(credential), now);
    return { display: { ...display, hasCredential: true, pairedAt: now, lastSeenAt: now }, credential };
  })();
}

/** The display a credential belongs to (and records that it was seen), or 401. */
export function authenticateDisplay(db: Db, credential: string | undefined): DisplayRecord {
  if (!credential) throw unauthorized('Missing credentials: send Authorization: Bearer <display credential>');
  const display = repo.displayByCredentialHash(db, sha256(credential));
  if (!display || display.revokedAt) throw unauthorized('This display was revoked or is unknown: pair it again');
  // A wall checks its credential every second (revocation must stop it within 2 s); last seen is
  // written at most every 5 s, which is finer than any list shows it.
  const now = Date.now();
  if (!display.lastSeenAt || now - display.lastSeenAt >= 5000) repo.touchDisplay(db, display.id, now);
  return display;
}

export function revokeDisplay(db: Db, caller: Caller, id: string): DisplayRecord {
  requireAdmin(caller);
  const display = repo.getTeamDisplay(db, caller.teamId, id);
  if (!display) throw notFound('Display');
  repo.revokeDisplayRow(db, id, Date.now());
  return repo.getTeamDisplay(db, caller.teamId, id) ?? display;
}

export const listDisplays = repo.listTeamDisplays;
