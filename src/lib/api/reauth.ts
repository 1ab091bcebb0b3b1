import { ApiError } from './api-error';

/**
 * Coordinates re-sign-in after a 401. The first request that gets a 401 asks for a
 * re-sign-in; every other request that fails meanwhile waits on the same promise.
 * The shell's dialog subscribes, shows itself over the current screen, and resolves
 * (signed in again: requests retry) or rejects (cancelled: requests fail with their 401).
 */
type Handler = () => Promise<void>;

let handler: Handler | null = null;
let pending: Promise<void> | null = null;

/** Installs the UI that performs re-sign-in. Returns the uninstall function. */
export function installReauthHandler(h: Handler): () => void {
  handler = h;
  return () => {
    if (handler === h) handler = null;
  };
}

/** Resolves once the user has signed in again; rejects when there is no UI or they cancel. */
export function requestReauth(): Promise<void> {
  if (!handler) return Promise.reject(new Error('no re-sign-in handler'));
  if (!pending) {
    pending = handler().finally(() => {
      pending = null;
    });
  }
  return pending;
}

/**
 * Runs `attempt` once, and once more after a re-sign-in when the first answer was a 401 (an
 * `ApiError`); if the user cancels the re-sign-in, the 401 stands.
 */
export async function withReauth<R>(attempt: () => Promise<R>): Promise<R> {
  try {
    return await attempt();
  } catch (err) {
    if (!(err instanceof ApiError) || !err.isUnauthorized) throw err;
    try {
      await requestReauth();
    } catch {
      throw err;
    }
    return attempt();
  }
}
