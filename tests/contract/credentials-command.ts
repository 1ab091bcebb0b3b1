import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Session } from '../api-client';

const run = promisify(execFile);

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `server/credentials.ts` (what `npm run credentials` runs) against a DATA_DIR, as an operator would. */
export async function runCredentialsCommand(dataDir: string, args: string[]): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'server/credentials.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

/** A user's credentials issued by the command; throws with its stderr when it fails. */
export async function issueWithCommand(dataDir: string, username: string): Promise<Session> {
  const result = await runCredentialsCommand(dataDir, ['--user', username]);
  if (result.code !== 0) throw new Error(`credentials --user ${username} failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as Session;
}
