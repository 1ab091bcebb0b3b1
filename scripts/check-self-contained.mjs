// Fails when a file of the repository names a path beside the clone (the fixtures once lived in a
// folder next to it, so a fresh clone's `npm test` failed). The project's own copy is
// tests/fixtures/real; the one module that names it is tests/fixtures/real-fixtures.ts.
import { spawnSync } from 'node:child_process';

const pattern = String.raw`\.\./shared\b|shared/fixtures|process\.env\.REAL_FIXTURES`;
const grep = spawnSync('git', ['grep', '-n', '-I', '--untracked', '-E', pattern, '--', '.', ':!scripts/check-self-contained.mjs'], {
  encoding: 'utf8',
});
// git grep: 0 = found, 1 = nothing found, anything else = it could not search.
if (grep.status === 1) process.exit(0);
if (grep.status === 0) console.error(`These lines read files outside the repository; use tests/fixtures/real-fixtures.ts:\n${grep.stdout}`);
else console.error(`check-self-contained: git grep failed: ${grep.stderr}`);
process.exit(1);
