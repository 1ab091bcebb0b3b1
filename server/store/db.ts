import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Db = Database.Database;

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens the service database in WAL mode (synchronous FULL unless told otherwise) and applies pending migrations.
 * Migrations are `NNN-name.sql` files, applied in order, each in one transaction,
 * and recorded in `schema_migrations` so a restart never applies one twice.
 */
export function openDatabase(dataDir: string, opts: { synchronous?: 'FULL' | 'NORMAL' } = {}): Db {
  const file = path.join(dataDir, 'service.sqlite');
  restrictDataFiles(dataDir, file);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // FULL: the WAL is synced at every commit, so a write the service acknowledged survives a power
  // cut (NORMAL syncs only at checkpoints and may roll the last commits back). Cost: docs/benchmarks.md.
  db.pragma(`synchronous = ${opts.synchronous ?? 'FULL'}`);
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

/**
 * The data directory holds the signing key, credential hashes and every team's data: only the
 * service's user may read it (0700, files 0600). Set on creation and again at each start, for
 * directories made by an older version. SQLite gives its -wal and -shm files the database
 * file's mode, so creating that file 0600 first covers them too.
 */
export function restrictDataFiles(dataDir: string, file: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700);
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  for (const f of [file, `${file}-wal`, `${file}-shm`]) if (fs.existsSync(f)) fs.chmodSync(f, 0o600);
}

function migrate(db: Db): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)');
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{3}-[\w-]+\.sql$/.test(f))
    .sort();
  for (const file of files) {
    const version = Number(file.slice(0, 3));
    if (applied.has(version)) continue;
    const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(version, file, Date.now());
    })();
  }
}
