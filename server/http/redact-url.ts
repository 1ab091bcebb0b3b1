/** Path segments that are themselves credentials: the segment after each prefix is hidden. */
const TOKEN_PATHS = [/^(\/watch\/)[^/?#]+/, /^(\/v1\/public\/channels\/)[^/?#]+/, /^(\/cdn\/live\/t\/)[^/?#]+/];

/** Query parameters that carry tokens, keys or codes (matched without case). */
const TOKEN_PARAMS = /^(token|t|sig|signature|access_token|id_token|api_key|apikey|key|code|credential)$/i;

/**
 * A request URL fit for the logs: share tokens, signed playback tokens and token query
 * parameters are replaced by `[redacted]`, so reading a log never lets anyone watch or sign in.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  for (const pattern of TOKEN_PATHS) path = path.replace(pattern, '$1[redacted]');
  if (q === -1) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name);
      } catch {
        // A malformed name is compared as sent.
      }
      return TOKEN_PARAMS.test(name) ? `${pair.slice(0, eq)}=[redacted]` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}
