import { expect } from '@playwright/test';
import { apiLogin, streamsCall, type ApiSession } from './service';

interface StreamInfo {
  streamId: string;
  deviceId: string;
  state: string;
}

export async function streamState(session: ApiSession, deviceId: string): Promise<string | undefined> {
  const all = await streamsCall<StreamInfo[]>(session, 'GET', '/v1/streams/api/states');
  return all.find((s) => s.streamId === `${deviceId}-FROM`)?.state;
}

/** Starts the device's ingest through the API (unless it already runs) and waits for STREAMING. */
export async function ensureStreaming(deviceId: string, session?: ApiSession): Promise<ApiSession> {
  const s = session ?? (await apiLogin('amara'));
  const state = await streamState(s, deviceId);
  if (state !== 'STREAMING' && state !== 'STARTING') {
    await streamsCall(s, 'POST', `/v1/streams/api/${deviceId}/start`).catch(() => undefined);
  }
  await expect.poll(() => streamState(s, deviceId), { timeout: 30_000 }).toBe('STREAMING');
  return s;
}

export async function stopStream(deviceId: string, session?: ApiSession): Promise<void> {
  const s = session ?? (await apiLogin('amara'));
  await streamsCall(s, 'POST', '/v1/streams/api/stop', { streamId: `${deviceId}-FROM` }).catch(() => undefined);
}
