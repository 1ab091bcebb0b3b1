import { ImportError } from './import-error';

/** JSON.parse with a line/column in the error (engines report a character position). */
export function parseJsonText(text: string, fileName?: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    const msg = (e as Error).message;
    const pos = /position (\d+)/.exec(msg)?.[1];
    let where: string | undefined;
    if (pos !== undefined) {
      const before = text.slice(0, Number(pos));
      const line = before.split('\n').length;
      where = `line ${line}, column ${Number(pos) - before.lastIndexOf('\n')}`;
    } else {
      const lc = /line (\d+) column (\d+)/.exec(msg);
      if (lc) where = `line ${lc[1]}, column ${lc[2]}`;
    }
    throw new ImportError(`invalid JSON (${msg.replace(/ in JSON at position \d+.*$/, '')})`, where, fileName);
  }
}

export const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
