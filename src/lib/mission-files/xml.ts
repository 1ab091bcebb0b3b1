// XML reading: a fast scanner for well-formed files, fast-xml-parser's validator for errors (line
// numbers) and its parser for constructs the scanner skips. Namespace prefixes are
// stripped (KML files declare the same namespace under several prefixes), and
// keeps every value as a string so we decide how to parse numbers.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ImportError } from './import-error';
import { scanXml, XmlScanError } from './xml-scan';

export type XmlNode = { [key: string]: XmlValue };
export type XmlValue = string | XmlNode | XmlValue[] | undefined;

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  processEntities: true,
});

export function parseXml(text: string, fileName?: string): XmlNode {
  try {
    return scanXml(text);
  } catch (e) {
    if (!(e instanceof XmlScanError)) throw e;
  }
  // Slow path: the validator gives the user a line number; the full parser handles rare constructs.
  const result = XMLValidator.validate(text);
  if (result !== true) {
    const { msg, line, col } = result.err;
    throw new ImportError(`invalid XML: ${msg}`, `line ${line}, column ${col}`, fileName);
  }
  return parser.parse(text) as XmlNode;
}

export function asArray(v: XmlValue): XmlValue[] {
  if (v === undefined || v === '') return [];
  return Array.isArray(v) ? v : [v];
}

export function child(node: XmlValue, key: string): XmlValue {
  return node && typeof node === 'object' && !Array.isArray(node) ? node[key] : undefined;
}

export function childNodes(node: XmlValue, key: string): XmlNode[] {
  return asArray(child(node, key)).filter((v): v is XmlNode => !!v && typeof v === 'object' && !Array.isArray(v));
}

/** Text content of a child element ('' when the element is empty, undefined when absent). */
export function text(node: XmlValue, key: string): string | undefined {
  const v = child(node, key);
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object' && !Array.isArray(v) && typeof v['#text'] === 'string') return v['#text'];
  return undefined;
}

export function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}
