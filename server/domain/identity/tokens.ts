import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../store/db';
import { isRole, type Role } from '../../../src/lib/contract/permissions';

/** The credential kinds of the spec's auth areas, plus the streaming CDN's viewer token. */
export type TokenKind = 'pat' | 'auth' | 'identity' | 'id' | 'viewer';

export interface Caller {
  userId: string;
  teamId: string;
  companyId: string;
  role: Role;
}

export interface TokenService {
  sign(kind: TokenKind, claims: Record<string, unknown>, ttlSeconds: number): Promise<string>;
  /** Verifies signature, expiry, revocation and kind. Returns the payload, or null when any check fails. */
  verify(kind: TokenKind, token: string): Promise<Record<string, unknown> | null>;
  /**
   * Refuses a token from now on, as if it had expired (the dev sign-out). Kept in the database
   * until the token's own expiry, so a restart still refuses it. Unknown or invalid tokens are ignored.
   */
  revoke(token: string): Promise<void>;
}

const ISSUER = 'live-operations-reference';

/** The signing key is generated once per DATA_DIR and kept there, so tokens survive a restart. */
function loadOrCreateKey(dataDir: string): Uint8Array {
  const dir = path.join(dataDir, 'keys');
  const file = path.join(dir, 'jwt-hs256.key');
  if (fs.existsSync(file)) return new Uint8Array(fs.readFileSync(file));
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const key = randomBytes(32);
  // Written whole and synced under a temporary name, then linked to its name: a crash never leaves
  // an empty key, and link (unlike rename) fails when the name exists, so two processes starting
  // on one DATA_DIR cannot each keep a different key.
  const tmp = `${file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  const fd = fs.openSync(tmp, 'wx', 0o600);
  try {
    fs.writeSync(fd, key);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.linkSync(tmp, file);
  } catch {
    return new Uint8Array(fs.readFileSync(file));
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  const dirFd = fs.openSync(dir, 'r');
  fs.fsyncSync(dirFd);
  fs.closeSync(dirFd);
  return new Uint8Array(key);
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Revocations live in SQLite (by token hash) and are mirrored in memory, read once at start. */
function revocationStore(db: Db | undefined) {
  if (!db) return memoryRevocations();
  const prune = db.prepare('DELETE FROM revoked_tokens WHERE expires_at <= ?');
  const insert = db.prepare('INSERT OR REPLACE INTO revoked_tokens (token_hash, expires_at) VALUES (?, ?)');
  prune.run(Date.now());
  const rows = db.prepare('SELECT token_hash AS hash, expires_at AS expMs FROM revoked_tokens').all() as { hash: string; expMs: number }[];
  const revoked = new Map(rows.map((r) => [r.hash, r.expMs]));
  return {
    // Most services hold no revocations: skip hashing every verified request then.
    has: (token: string) => revoked.size > 0 && revoked.has(sha256(token)),
    add(token: string, expMs: number) {
      const now = Date.now();
      for (const [h, exp] of revoked) if (exp <= now) revoked.delete(h);
      prune.run(now);
      const hash = sha256(token);
      insert.run(hash, expMs);
      revoked.set(hash, expMs);
    },
  };
}

/** Without a database (unit tests that only sign and verify), revocations last the process. */
function memoryRevocations() {
  const revoked = new Map<string, number>();
  return {
    has: (token: string) => revoked.has(sha256(token)),
    add: (token: string, expMs: number) => void revoked.set(sha256(token), expMs),
  };
}

/** The service passes its database so sign-outs outlive a restart. */
export function createTokenService(dataDir: string, db?: Db): TokenService {
  const key = loadOrCreateKey(dataDir);
  // Verified tokens are remembered until their exp (bounded): WebCrypto HS256 verification
  // was ~15% of a flight list request's CPU (docs/benchmarks.md). A remembered answer is what
  // jwtVerify would say until exp; revocation is checked before either.
  const revoked = revocationStore(db);
  const verified = new Map<string, { payload: Record<string, unknown>; expMs: number }>();
  const remember = (token: string, payload: Record<string, unknown>) => {
    if (typeof payload.exp !== 'number') return;
    if (verified.size >= 10_000) verified.clear();
    verified.set(token, { payload, expMs: payload.exp * 1000 });
  };
  /** Signature, issuer, expiry and revocation: the payload of a usable token of any kind, or null. */
  const check = async (token: string): Promise<Record<string, unknown> | null> => {
    if (revoked.has(token)) return null;
    const hit = verified.get(token);
    if (hit && hit.expMs > Date.now()) return hit.payload;
    try {
      const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
      remember(token, payload as Record<string, unknown>);
      return payload as Record<string, unknown>;
    } catch (err) {
      if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
      throw err;
    }
  };
  return {
    async sign(kind, claims, ttlSeconds) {
      return (
        new SignJWT({ ...claims, kind })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setIssuer(ISSUER)
          .setIssuedAt()
          // Unique, so two sign-ins in one second are two credentials (one can be revoked alone).
          .setJti(randomBytes(12).toString('base64url'))
          .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
          .sign(key)
      );
    },
    async verify(kind, token) {
      const payload = await check(token);
      return payload?.kind === kind ? payload : null;
    },
    async revoke(token) {
      const payload = await check(token);
      if (typeof payload?.exp !== 'number') return;
      revoked.add(token, payload.exp * 1000);
      verified.delete(token);
    },
  };
}

export function callerFromClaims(claims: Record<string, unknown>): Caller | null {
  const { sub, teamId, companyId, role } = claims;
  if (typeof sub !== 'string' || typeof teamId !== 'string' || typeof companyId !== 'string') return null;
  if (!isRole(role)) return null;
  return { userId: sub, teamId, companyId, role };
}
