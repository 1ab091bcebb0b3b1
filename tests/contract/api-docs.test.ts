import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildService, type Service } from '../../server/app';
import { readConfig } from '../../server/config';
import { openApiPath } from '../../server/http/openapi';

let service: Service;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lops-docs-test-'));
  service = await buildService({ ...readConfig({ DATA_DIR: dataDir, CAMERAS: 'off', SEED: 'off' }, []), devIdentity: true });
});
afterAll(async () => {
  await service.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const restRoutes = () => service.routes.filter((r) => r.url !== '/*' && r.url !== '/graphql');
const key = (method: string, p: string) => `${method.toUpperCase()} ${p}`;

describe('API documentation', () => {
  it('documents every route in code (route config has doc metadata)', () => {
    const undocumented = restRoutes()
      .filter((r) => !r.doc)
      .map((r) => key(r.method, r.url));
    expect(undocumented).toEqual([]);
  });

  it('docs/api/openapi.json lists exactly the routes the service serves (run `npm run docs:api` after a change)', () => {
    const document = JSON.parse(fs.readFileSync('docs/api/openapi.json', 'utf8')) as { paths: Record<string, Record<string, unknown>> };
    const inDoc = Object.entries(document.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => key(m, p)));
    const inCode = restRoutes().map((r) => key(r.method, openApiPath(r.url)));
    expect(new Set(inDoc)).toEqual(new Set(inCode));
  });

  it('names both header forms of the flight and mission routes (identity header or bearer auth token)', () => {
    const document = JSON.parse(fs.readFileSync('docs/api/openapi.json', 'utf8')) as {
      paths: Record<string, Record<string, { security: unknown }>>;
      components: { securitySchemes: Record<string, { name?: string; scheme?: string }> };
    };
    const flightOps = Object.entries(document.paths)
      .filter(([p]) => p.startsWith('/v1/flights') || p.startsWith('/v1/mission'))
      .flatMap(([p, ops]) => Object.entries(ops).map(([m, op]) => ({ name: `${m} ${p}`, security: op.security })));
    expect(flightOps.length).toBeGreaterThanOrEqual(10);
    for (const op of flightOps) expect(op.security, op.name).toEqual([{ flightsIdentity: [] }, { flights: [] }]);
    expect(document.components.securitySchemes.flightsIdentity?.name).toBe('x-service-identity-security-token');
    expect(document.components.securitySchemes.flights?.scheme).toBe('bearer');
  });

  it('ships the GraphQL SDL of the media drive', () => {
    const sdl = fs.readFileSync('docs/api/schema.graphql', 'utf8');
    for (const op of ['get(', 'list(', 'move(', 'rename(', 'delete(']) expect(sdl).toContain(op);
  });
});
