// Test-only helper: reads the shared real fixture files (the unit project runs in node).
import { readFileSync } from 'node:fs';

export const FIXTURES = '/work/shared/fixtures/real';

export function fixture(rel: string): Uint8Array {
  return new Uint8Array(readFileSync(`${FIXTURES}/${rel}`));
}
