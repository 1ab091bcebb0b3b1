/**
 * Splits a list body `{"items":[{…},{…},…]}` into batches of complete items while it downloads,
 * so the first rows can be shown long before the last byte arrives. It tracks only nesting and
 * strings (jumping from quote to quote with indexOf, which is most of the text); each batch is
 * then one `JSON.parse` of `[item,item,…]`. Other top-level keys are skipped.
 */
export class FlightListSplitter {
  private buf = '';
  /** Where scanning resumes in `buf`. */
  private pos = 0;
  private depth = 0;
  private inString = false;
  /** Depth of the `items` array's contents (2 for `{"items":[…]}`), once found. */
  private itemsDepth = -1;
  private seenItems = false;
  private lastKey = '';
  private keyStart = -1;
  /** Start of the first unsent item in `buf`, and end of the last complete one. */
  private batchStart = -1;
  private batchEnd = -1;
  private itemCount = 0;

  /** Feeds more text; returns the items completed by it (possibly none). */
  push(text: string): unknown[] {
    this.buf += text;
    const fast = this.fast();
    if (fast) return fast;
    this.scan();
    return this.take();
  }

  /**
   * The fast path, once inside the items array: cut at the last `},{` and let JSON.parse check
   * the cut. It parses only if the cut is between two items (a `},{` inside a string or a nested
   * array leaves brackets or a string open), so a wrong guess costs one failed parse and the
   * scanner takes over. Most of the body is then read once, by JSON.parse, not char by char
   * first. The text after the cut (part of one item) waits for the next chunk.
   */
  private fast(): unknown[] | null {
    if (this.itemsDepth < 0) return null;
    // Where the next item starts: an item the scanner left open, or the next `{` at item level.
    let start = this.batchStart;
    if (start < 0) {
      if (this.depth !== this.itemsDepth || this.inString) return null;
      start = this.buf.indexOf('{', this.pos);
    }
    if (start < 0) return null;
    const cut = this.buf.lastIndexOf('},{');
    if (cut < start) return null;
    let items: unknown[];
    try {
      items = JSON.parse(`[${this.buf.slice(start, cut + 1)}]`) as unknown[];
    } catch {
      return null;
    }
    // The cut was between items: the next one starts at `cut + 2`, nothing of it scanned yet.
    this.itemCount += items.length;
    this.buf = this.buf.slice(cut + 2);
    this.pos = 0;
    this.depth = this.itemsDepth;
    this.inString = false;
    this.keyStart = -1;
    this.batchStart = -1;
    this.batchEnd = -1;
    return items;
  }

  /** The end of the body: throws if it was not a whole `{"items":[…]}`. */
  finish(): unknown[] {
    this.scan();
    const rest = this.take();
    if (this.depth !== 0 || this.inString || !this.seenItems) {
      throw new Error(
        this.seenItems ? 'The flight list ended before it was complete' : 'The flight list is not what was expected: no items array',
      );
    }
    return rest;
  }

  private scan(): void {
    const s = this.buf;
    let i = this.pos;
    while (i < s.length) {
      if (this.inString) {
        const q = s.indexOf('"', i);
        if (q < 0) {
          i = s.length;
          break;
        }
        let bs = 0;
        for (let k = q - 1; k >= 0 && s.charCodeAt(k) === 92; k--) bs++;
        i = q + 1;
        if (bs % 2 === 1) continue;
        this.inString = false;
        if (this.keyStart >= 0) this.lastKey = s.slice(this.keyStart, q);
        this.keyStart = -1;
        continue;
      }
      const c = s.charCodeAt(i);
      if (c === 34) {
        this.inString = true;
        this.keyStart = this.depth === 1 ? i + 1 : -1;
      } else if (c === 123 || c === 91) {
        if (c === 91 && this.depth === 1 && this.lastKey === 'items' && this.itemsDepth < 0) {
          this.itemsDepth = 2;
          this.seenItems = true;
        } else if (this.depth === this.itemsDepth) {
          if (c !== 123) throw new Error(`The flight list is not what was expected at items.${this.itemCount}: not an object`);
          if (this.batchStart < 0) this.batchStart = i;
        }
        this.depth++;
      } else if (c === 125 || c === 93) {
        this.depth--;
        if (this.depth === this.itemsDepth && c === 125) {
          this.batchEnd = i + 1;
          this.itemCount++;
        } else if (this.depth === this.itemsDepth - 1 && c === 93) this.itemsDepth = -2;
      } else if (this.depth === this.itemsDepth && c > 32 && c !== 44) {
        throw new Error(`The flight list is not what was expected at items.${this.itemCount}: not an object`);
      }
      i++;
    }
    this.pos = i;
  }

  private take(): unknown[] {
    if (this.batchStart < 0 || this.batchEnd < 0) {
      this.compact(this.batchStart >= 0 ? this.batchStart : this.pos);
      return [];
    }
    const items = JSON.parse(`[${this.buf.slice(this.batchStart, this.batchEnd)}]`) as unknown[];
    const inItem = this.depth > this.itemsDepth && this.itemsDepth > 0;
    // An item still open after the last complete one starts after it (past a comma).
    let next = -1;
    if (inItem) next = this.buf.indexOf('{', this.batchEnd);
    this.compact(next >= 0 ? next : this.pos);
    this.batchStart = next >= 0 ? 0 : -1;
    this.batchEnd = -1;
    return items;
  }

  /** Drops text before `from` (already parsed or skipped) so the buffer stays small. */
  private compact(from: number): void {
    if (from <= 0) return;
    if (this.keyStart >= 0) return; // a key is being read at the top level: keep it whole
    this.buf = this.buf.slice(from);
    this.pos -= from;
    if (this.batchStart >= 0) this.batchStart -= from;
  }
}
