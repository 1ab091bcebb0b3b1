import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type RunningService } from '../../server/testing/start-service';
import { headersOfEveryArea, login, type Session } from '../api-client';
import { sweepBadInput } from '../sweep/bad-input-sweep';

// A bounded run of the bad-input sweep on its own service (its database is read to prove that a
// refused request changed nothing). `npm run bench:sweep` runs it longer and records the figures.

let service: RunningService;
let lukas: Session;

beforeAll(async () => {
  service = await startService({ env: { CAMERAS: 'off' } });
  lukas = await login('lukas', undefined, service.url);
});

afterAll(() => service.stop());

describe('bad input on every route', () => {
  it('never answers 5xx, and a refused request changes nothing', async () => {
    const result = await sweepBadInput({
      base: service.url,
      dataDir: service.dataDir,
      credentials: headersOfEveryArea(lukas),
      perOperation: Number(process.env.SWEEP_PER_ROUTE ?? 6),
      seed: Number(process.env.SWEEP_SEED ?? 42),
      timeBudgetMs: 60_000,
    });
    expect(result.tried).toBeGreaterThan(result.operations);
    expect(result.serverErrors).toEqual([]);
    expect(result.changedByRefusal).toEqual([]);
    // The change check is live: requests the service accepted (new items, uploads) did move it.
    expect(result.changedByAcceptance).toBeGreaterThan(0);
    expect(result.byClass['4xx']).toBeGreaterThan(result.tried / 2);
  }, 90_000);
});
