// "QGC WPL 110" text (Mission Planner .waypoints, QGC .txt): tab-separated
// seq, current, frame, command, p1..p4, lat, lng, alt, autocontinue. Row 0 is the home position.
import { baseName, ImportError, toNumber } from './import-error';
import type { ImportResult } from './import-error';
import { itemsToRoute } from './mavlink-items';
import type { MavItem } from './mavlink-items';
import { emptyMission } from '@/lib/mission-model/mission-model';

export function importQgcWpl(fileName: string, text: string): ImportResult {
  const lines = text.split(/\r?\n/);
  if (!/^QGC WPL \d+/.test(lines[0]?.trim() ?? '')) throw new ImportError('first line must be "QGC WPL 110"', 'line 1', fileName);
  const items: MavItem[] = [];
  let home: number | undefined;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '') continue;
    const cols = line.split(/\t|\s+/);
    const where = `line ${i + 1}`;
    if (cols.length < 12) throw new ImportError(`expected 12 tab-separated columns, found ${cols.length}`, where, fileName);
    const nums = cols.slice(0, 12).map((c) => toNumber(c));
    const bad = nums.findIndex((n) => n === undefined);
    if (bad >= 0) throw new ImportError(`column ${bad + 1} ("${cols[bad]}") is not a number`, where, fileName);
    const [seq, , frame, command, ...rest] = nums as number[];
    if (items.length === 0 && home === undefined && seq === 0) {
      home = rest[6];
      continue;
    }
    items.push({ command: command!, frame: frame!, params: rest.slice(0, 7), where });
  }
  try {
    const r = itemsToRoute(items, 5, home);
    if (r.route.length === 0) throw new ImportError('no waypoints after the home row', 'line 2');
    const mission = emptyMission({ name: baseName(fileName), heightMode: r.heightMode, route: r.route, isImported: true });
    return { mission, warnings: r.warnings, format: 'qgc-wpl' };
  } catch (e) {
    if (e instanceof ImportError && !e.fileName) throw new ImportError(e.reason, e.where, fileName);
    throw e;
  }
}
