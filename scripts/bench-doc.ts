import fs from 'node:fs';

const FILE = 'docs/benchmarks.md';

/**
 * Replaces the `## <title>` section of docs/benchmarks.md (up to the next `## `) with `section`,
 * or appends it. NO_WRITE=1 leaves the file alone, to measure another build (APP_DIST=…) for a
 * side-by-side ratio without touching the recorded figures.
 */
export function writeBenchSection(title: string, section: string): void {
  if (process.env.NO_WRITE === '1') return;
  const doc = fs.existsSync(FILE) ? fs.readFileSync(FILE, 'utf8') : '# Benchmarks\n\n';
  const re = new RegExp(`## ${title}\\n[\\s\\S]*?(?=\\n## |$)`);
  const body = `${section.trimEnd()}\n`;
  fs.writeFileSync(FILE, re.test(doc) ? doc.replace(re, body) : `${doc.trimEnd()}\n\n${body}`);
}
