import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from './config';
import { DEFAULT_TTL_SECONDS, findDevUser, issueCredentials } from './domain/identity/accounts';
import { createTokenService } from './domain/identity/tokens';
import { openDatabase } from './store/db';

/**
 * `npm run credentials -- --user <username> [--ttl <seconds>]`: signs one user's credentials
 * (the set POST /dev/login answers) with the DATA_DIR's own key, for deployments where the
 * development sign-in is off. Whoever can read DATA_DIR holds the signing key anyway, so this
 * grants nothing they could not already do. Prints JSON on stdout; errors go to stderr, exit 1.
 */
const MAX_TTL_SECONDS = 7 * 24 * 3600;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { user: { type: 'string' }, ttl: { type: 'string' } } });
  if (!values.user) throw new Error('Name the user: npm run credentials -- --user <username> [--ttl <seconds>]');
  const ttl = values.ttl === undefined ? DEFAULT_TTL_SECONDS : Number(values.ttl);
  if (!Number.isInteger(ttl) || ttl < 1 || ttl > MAX_TTL_SECONDS) throw new Error(`--ttl must be 1..${MAX_TTL_SECONDS} seconds`);

  const { dataDir } = readConfig();
  // Never create an empty database here: a mistyped DATA_DIR should say so.
  if (!fs.existsSync(path.join(dataDir, 'service.sqlite')))
    throw new Error(`No service database in ${dataDir}: set DATA_DIR to the service's data directory`);
  const db = openDatabase(dataDir);
  try {
    const user = findDevUser(db, values.user);
    if (!user) throw new Error(`No user named ${values.user} in ${dataDir}`);
    const issued = await issueCredentials(db, createTokenService(dataDir), user, ttl);
    console.log(JSON.stringify(issued, null, 2));
  } finally {
    db.close();
  }
}

main().catch((err: unknown) => {
  console.error(`credentials: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
