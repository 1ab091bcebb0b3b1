// A small, fast XML-to-object scanner for the regular files we read (KML, WPML). fast-xml-parser
// takes ~3 s for a 5,000-waypoint DJI template (9 MB) on this class of machine; this single
// indexOf-driven pass takes a small fraction of that. It produces the same shape as our
// fast-xml-parser settings (prefixes removed, attributes ignored, repeated elements as arrays,
// leaf values as trimmed strings). Anything it does not understand throws, and the caller falls
// back to fast-xml-parser, whose validator then reports the error with a line number.
import type { XmlNode, XmlValue } from './xml';

export class XmlScanError extends Error {}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decode(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
    const v = ENTITIES[e];
    if (v === undefined) throw new XmlScanError(`unknown entity ${m}`);
    return v;
  });
}

const localName = (q: string) => {
  const c = q.indexOf(':');
  return c < 0 ? q : q.slice(c + 1);
};

function add(parent: XmlNode, name: string, value: XmlValue): void {
  const prev = parent[name];
  if (prev === undefined) parent[name] = value;
  else if (Array.isArray(prev)) prev.push(value);
  else parent[name] = [prev, value];
}

interface Frame {
  name: string;
  /** Qualified name as written, to match the closing tag without slicing it. */
  raw: string;
  node: XmlNode | undefined;
  text: string;
}

function close(f: Frame): XmlValue {
  return f.node ?? decode(f.text.trim());
}

/** End of a start tag, skipping '>' inside quoted attribute values. */
function tagEnd(s: string, from: number): number {
  let gt = s.indexOf('>', from);
  if (gt < 0) throw new XmlScanError('unterminated tag');
  // Most tags have no attributes: only count quotes when there is one before the '>'.
  let quoted = false;
  for (let j = from; j < gt && !quoted; j++) {
    const c = s.charCodeAt(j);
    quoted = c === 34 || c === 39;
  }
  if (!quoted) return gt;
  while (gt >= 0) {
    const seg = s.slice(from, gt);
    if ((seg.split('"').length - 1) % 2 === 0 && (seg.split("'").length - 1) % 2 === 0) return gt;
    gt = s.indexOf('>', gt + 1);
  }
  throw new XmlScanError('unterminated tag');
}

/** End index of a tag name starting at `from` (stops at whitespace, '/' or '>'). */
function nameEnd(s: string, from: number, limit: number): number {
  let j = from;
  while (j < limit) {
    const c = s.charCodeAt(j);
    if (c === 32 || c === 9 || c === 10 || c === 13 || c === 47 || c === 62) break;
    j++;
  }
  return j;
}

export function scanXml(s: string): XmlNode {
  const root: Frame = { name: '', raw: '', node: {}, text: '' };
  const stack: Frame[] = [root];
  let i = 0;
  let top = root;
  while (i < s.length) {
    const lt = s.indexOf('<', i);
    if (lt < 0) {
      top.text += s.slice(i);
      break;
    }
    // Whitespace between child elements is irrelevant; only leaf text is kept.
    if (lt > i && !top.node) top.text += s.slice(i, lt);
    const c = s.charCodeAt(lt + 1);
    if (c === 33) {
      // <!
      if (s.startsWith('<!--', lt)) {
        const e = s.indexOf('-->', lt + 4);
        if (e < 0) throw new XmlScanError('unterminated comment');
        i = e + 3;
        continue;
      }
      if (s.startsWith('<![CDATA[', lt)) {
        const e = s.indexOf(']]>', lt);
        if (e < 0) throw new XmlScanError('unterminated CDATA');
        top.text += s.slice(lt + 9, e).replace(/&/g, '&amp;');
        i = e + 3;
        continue;
      }
      throw new XmlScanError('DOCTYPE is not supported by the fast path');
    }
    if (c === 63) {
      const e = s.indexOf('?>', lt);
      if (e < 0) throw new XmlScanError('unterminated declaration');
      i = e + 2;
      continue;
    }
    if (c === 47) {
      // </name>
      let gt = lt + 2 + top.raw.length;
      // Fast path: "</raw>" exactly; otherwise (whitespace before '>') compare the trimmed name.
      if (!(s.charCodeAt(gt) === 62 && s.startsWith(top.raw, lt + 2))) {
        gt = s.indexOf('>', lt);
        if (gt < 0) throw new XmlScanError('unterminated closing tag');
        const name = localName(s.slice(lt + 2, gt).trim());
        if (name !== top.name) throw new XmlScanError(`mismatched </${name}>`);
      }
      if (stack.length < 2) throw new XmlScanError('closing tag without an open element');
      stack.pop();
      const parent = stack[stack.length - 1]!;
      add(parent.node!, top.name, close(top));
      top = parent;
      i = gt + 1;
      continue;
    }
    const gt = tagEnd(s, lt + 1);
    const selfClosing = s.charCodeAt(gt - 1) === 47;
    const ne = nameEnd(s, lt + 1, gt);
    if (ne === lt + 1) throw new XmlScanError('empty tag name');
    const raw = s.slice(lt + 1, ne);
    const name = localName(raw);
    if (!top.node) {
      top.node = {};
      top.text = '';
    }
    if (selfClosing) {
      add(top.node, name, '');
    } else {
      top = { name, raw, node: undefined, text: '' };
      stack.push(top);
    }
    i = gt + 1;
  }
  if (stack.length !== 1) throw new XmlScanError(`unclosed <${top.name}>`);
  return root.node ?? {};
}
