// Budget checks for large missions. The shared CI/dev machine has 2 cores and is often loaded by
// parallel builds, so the budget is checked against this process's CPU time (wall time printed too).
import { describe, expect, it } from 'vitest';
import { exportMission } from './export-mission';
import { importMissionFile } from './import-mission-file';
import { bigMission, measure } from './test-fixtures';

describe('performance', () => {
  it('imports a 5,000-waypoint KMZ within 500 ms of CPU time', () => {
    const file = exportMission(bigMission(5000), 'wpml');
    importMissionFile(file.fileName, file.bytes); // warm-up (JIT)
    const { result, cpuMs, wallMs } = measure(() => importMissionFile(file.fileName, file.bytes));
    console.info(`5,000-waypoint KMZ (${(file.bytes.length / 1024).toFixed(0)} KiB zipped) import: ${cpuMs.toFixed(0)} ms CPU, ${wallMs.toFixed(0)} ms wall`);
    expect(result.mission.route).toHaveLength(5000);
    expect(cpuMs).toBeLessThan(500);
  }, 60_000);
});
