import { MEDIA_TAG_MAX, MEDIA_TAGS_MAX } from '../../../src/lib/contract/limits';
import { invalid } from '../errors';

/**
 * Tags per item and per filter. Each tag of a filter is one more SQL condition and bound
 * parameter: 990 of them in 20 aliases held the service for 16 s, and past SQLite's 999
 * parameters the query failed outright. The demo items carry 1–3.
 */
export const MAX_TAGS = MEDIA_TAGS_MAX;
export const MAX_TAG_LENGTH = MEDIA_TAG_MAX;

/**
 * A comma-separated tag list as the spec writes it (`rgb,survey`), trimmed, empty entries
 * dropped. More than MAX_TAGS, or one longer than MAX_TAG_LENGTH, is a VALIDATION_FAILED
 * naming `field` (the GraphQL argument or the upload header the tags came in).
 */
export function parseTags(raw: string, field: string): string[] {
  const tags = raw
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  if (tags.length > MAX_TAGS) throw invalid(`${field} has ${tags.length} tags; the limit is ${MAX_TAGS}`, field);
  const long = tags.find((t) => t.length > MAX_TAG_LENGTH);
  if (long !== undefined) throw invalid(`${field} has a tag of ${long.length} characters; the limit is ${MAX_TAG_LENGTH}`, field);
  return tags;
}
