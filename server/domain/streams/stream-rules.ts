import type { StreamState } from '../../../src/lib/contract/streams';
import type { Db } from '../../store/db';
import { getDeviceAnyTeam, getTeamDevice, teamStreamKey, type DeviceRecord } from '../devices/device-repository';
import { DomainError, forbidden, invalid, notFound, preconditionFailed } from '../errors';

/**
 * Who may touch which device and stream: the spec's ownership rules for the stream endpoints,
 * kept here so the routes only parse, call and answer.
 */

/** The caller's device: FORBIDDEN for another team's, NOT_FOUND for an unknown id. */
export function teamDevice(db: Db, teamId: string, deviceId: string): DeviceRecord {
  const device = getTeamDevice(db, teamId, deviceId);
  if (device) return device;
  if (getDeviceAnyTeam(db, deviceId)) throw forbidden('The device does not belong to your team');
  throw notFound('Device');
}

/** The restream endpoints name the team's stream key; any other key is refused. */
export function checkStreamKey(db: Db, teamId: string, streamKey: string): void {
  if (teamStreamKey(db, teamId) !== streamKey) throw forbidden("streamKey is not your team's stream key", 'streamKey');
}

/** A stream of the caller's team; another team's stream answers NOT_FOUND like an unknown one. */
export function teamStream<R extends { teamId: string }>(row: R | undefined, teamId: string): R {
  if (!row || row.teamId !== teamId) throw notFound('Stream');
  return row;
}

/** Where a device's own stream is pulled from; a device without one cannot be started by id. */
export function ingestSource(device: DeviceRecord): string {
  if (!device.sourceUrl) throw preconditionFailed('The device has no sourceUrl configured');
  return device.sourceUrl;
}

/** The device's ingest while it is starting or live; otherwise NOT_STREAMING. */
export function runningIngest<R extends { state: StreamState }>(row: R | undefined): R {
  if (!row || (row.state !== 'STARTING' && row.state !== 'STREAMING')) {
    throw new DomainError('NOT_STREAMING', 'The device is not currently streaming');
  }
  return row;
}

/** Viewer tokens are only ever issued for the caller's own team. */
export function checkViewerTeam(callerTeamId: string, requestedTeamId: string | undefined): void {
  if (requestedTeamId && requestedTeamId !== callerTeamId) throw forbidden('teamId must be your own team', 'teamId');
}

/** A device whose camera is one of the service's simulated ones (dev identity only). */
export function simulatedCameraDevice(device: DeviceRecord): DeviceRecord {
  if (device.sourceUrl !== `sim://${device.id}`) throw notFound('Simulated camera');
  return device;
}

/**
 * aiAppIds name AI add-ons of this deployment (config.aiApps) and nothing else: each id is an
 * annotated rendition that re-encodes video, so made-up ids must not reach the CDN's slots.
 */
export function checkAiAppIds(ids: readonly string[], configured: readonly { id: string }[]): void {
  const known = configured.map((a) => a.id);
  const unknown = ids.find((id) => !known.includes(id));
  if (unknown === undefined) return;
  const offer = known.length ? `the add-ons here are ${known.join(', ')}` : 'this deployment has no AI add-ons';
  throw invalid(`aiAppIds: "${unknown}" is not an AI add-on of this deployment; ${offer}`, 'aiAppIds');
}
