import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createAnnotations } from './annotations';
import type { ExitInfo, FfmpegProcess } from './process';

function fakeProcess(): FfmpegProcess {
  let finish: (i: ExitInfo) => void = () => undefined;
  const exited = new Promise<ExitInfo>((r) => (finish = r));
  return {
    pid: -1,
    exited,
    stderrTail: () => '',
    frames: () => 0,
    isRunning: () => true,
    stop: async () => {
      finish({ code: 0, signal: null, requested: true });
      return exited;
    },
  };
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lops-ai-'));
const annotations = createAnnotations({
  limits: { total: 3, perTeam: 2 },
  isLive: () => true,
  spawn: () => fakeProcess(),
  outDir: (id, app) => path.join(root, id, app),
});
afterEach(async () => {
  await annotations.shutdown();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('annotated renditions', () => {
  it("refuse a team's third rendition while another team still gets one, up to the machine limit", () => {
    expect(annotations.touch('a-FROM', 'ppe', 'team-a')).toBe(true);
    expect(annotations.touch('a-FROM', 'defects', 'team-a')).toBe(true);
    expect(annotations.touch('a-FROM', 'ppe', 'team-a')).toBe(true); // the same one again is no new slot
    expect(() => annotations.touch('a2-FROM', 'ppe', 'team-a')).toThrow(/Your team's annotated rendition limit.*team-a/);
    expect(annotations.touch('b-FROM', 'ppe', 'team-b')).toBe(true);
    expect(() => annotations.touch('b-FROM', 'defects', 'team-b')).toThrow(/At most 3 annotated renditions run at once/);
  });
});
