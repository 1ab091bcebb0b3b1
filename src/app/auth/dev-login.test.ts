import { describe, expect, it } from 'vitest';
import { missingAreas } from '@/lib/api/session';
import { readJwtClaims, sessionFromCredentials } from './dev-login';

const b64url = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const jwt = (claims: object) => `${b64url({ alg: 'HS256' })}.${b64url(claims)}.sig`;

describe('sessionFromCredentials', () => {
  it('keeps only the pasted credentials, trimmed, and reports the missing areas', () => {
    const s = sessionFromCredentials({ pat: '  abc  ', apiKey: '', idToken: undefined });
    expect(s.credentials).toEqual({ pat: 'abc' });
    expect(missingAreas(s)).toEqual(['flights', 'jobs', 'analytics', 'media']);
  });

  it('reads team and name from a JWT for the header (display only)', () => {
    const s = sessionFromCredentials({ authToken: jwt({ sub: 'u1', teamId: 'team-x', name: 'Ada', exp: 2000 }) });
    expect(s).toMatchObject({ userId: 'u1', teamId: 'team-x', displayName: 'Ada', expiresAt: 2_000_000 });
  });

  it('decodes a name outside ASCII from the token as UTF-8, as the service wrote it', () => {
    const s = sessionFromCredentials({ authToken: jwt({ sub: 'u2', name: 'Sofía Márquez', teamId: 'équipe-ø' }) });
    expect(s).toMatchObject({ displayName: 'Sofía Márquez', teamId: 'équipe-ø' });
  });

  it('prefers the typed display name and survives opaque tokens', () => {
    const s = sessionFromCredentials({ pat: 'opaque-token' }, 'Me');
    expect(s.displayName).toBe('Me');
    expect(readJwtClaims('opaque-token')).toBeUndefined();
    expect(readJwtClaims('a.!!!.c')).toBeUndefined();
  });
});
