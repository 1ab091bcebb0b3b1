import { BI_FIELDS, toBiRecord, type Detection } from './detection';

/** RFC 4180: a field with a comma, quote, CR or LF is quoted, and its quotes doubled. */
export function csvField(value: string | number): string {
  const s = String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvLine(fields: ReadonlyArray<string | number>): string {
  return fields.map(csvField).join(',');
}

/** Lines end in CRLF (RFC 4180; what spreadsheet and BI tools expect). */
export function toCsv(header: readonly string[], rows: Iterable<ReadonlyArray<string | number>>): string {
  const lines = [csvLine(header)];
  for (const r of rows) lines.push(csvLine(r));
  return `${lines.join('\r\n')}\r\n`;
}

/** The BI form as CSV: one row per record, the interface's field names, ISO 8601 timestamps. */
export function detectionsToCsv(records: Iterable<Detection>): string {
  function* rows() {
    for (const d of records) {
      const r = toBiRecord(d);
      yield BI_FIELDS.map((k) => r[k]);
    }
  }
  return toCsv(BI_FIELDS, rows());
}

/** The BI form as JSON: an array of records with the interface's field names. */
export function detectionsToJson(records: Iterable<Detection>): string {
  return JSON.stringify(Array.from(records, toBiRecord), null, 1);
}

/** Splits CSV text back into rows (quoted fields, doubled quotes, embedded newlines). For tests and checks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') [field, i] = [field + '"', i + 1];
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') [row, field] = [[...row, field], ''];
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      rows.push([...row, field]);
      [row, field] = [[], ''];
    } else field += c;
  }
  if (field !== '' || row.length) rows.push([...row, field]);
  return rows;
}
