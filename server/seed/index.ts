import type { ServiceContext } from '../context';
import { seedIdentity, seedMissingDemoUsers } from './seed-identity';
import { seedDevices } from './seed-devices';
import { seedFlights } from './seed-flights';
import { seedAnalytics } from './seed-analytics';
import { seedMissionsJobs } from './seed-missions-jobs';
import { seedMedia } from './seed-media';
import { seedTaskFlights } from './seed-task-flights';

/**
 * Seeds the demo operator on first start. "First start" means the identity tables are
 * empty; the seeders run in order and the marker row is written last, so a crash
 * mid-seed is retried from scratch on the next start (DATA_DIR is wiped by the caller).
 */
export async function seedIfEmpty(ctx: Omit<ServiceContext, 'streams'>, log: (msg: string) => void = () => {}): Promise<boolean> {
  const { db } = ctx;
  db.exec('CREATE TABLE IF NOT EXISTS seed_state (id INTEGER PRIMARY KEY CHECK (id = 1), completed_at INTEGER NOT NULL)');
  if (db.prepare('SELECT 1 FROM seed_state').get()) {
    const added = seedMissingDemoUsers(db);
    if (added) log(`added ${added} demo accounts of a newer version`);
    return false;
  }
  if (db.prepare('SELECT 1 FROM companies LIMIT 1').get()) {
    throw new Error(
      `DATA_DIR ${ctx.config.dataDir} holds a partly seeded database (an earlier seed was interrupted). Delete the folder and start again.`,
    );
  }
  const started = Date.now();
  db.transaction(() => seedIdentity(db))();
  for (const [name, seeder] of [
    ['devices', seedDevices],
    ['missions and jobs', seedMissionsJobs],
    ['flight logs', seedFlights],
    ['task flight history', seedTaskFlights],
    ['analytics', seedAnalytics],
    ['media drive', seedMedia],
  ] as const) {
    const t0 = Date.now();
    await seeder(ctx);
    log(`seeded ${name} in ${Date.now() - t0} ms`);
  }
  db.prepare('INSERT INTO seed_state (id, completed_at) VALUES (1, ?)').run(Date.now());
  log(`seed complete in ${Date.now() - started} ms`);
  return true;
}
