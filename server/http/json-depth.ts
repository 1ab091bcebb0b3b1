/**
 * Nesting depth of a JSON text, counted over its brackets outside strings, without parsing it.
 * JSON.parse takes 20,000 nested arrays, but storing the value (JSON.stringify) then overflows the
 * stack and the request became a 500; this cheap scan lets the parser refuse such a body first.
 * Stops as soon as the depth passes `max`.
 */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}
