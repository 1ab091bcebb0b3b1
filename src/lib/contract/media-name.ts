import { MEDIA_NAME_MAX } from './limits';

/**
 * The one rule for a media item's or folder's name, used by rename, create folder and upload
 * (an upload once stored a name with `\n`, BEL and U+202E that rename refused). Control characters
 * break listings and logs; bidi overrides (U+202A–U+202E, U+2066–U+2069) make `gpj.exe` read as
 * `exe.jpg`.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const BIDI = /[\u202a-\u202e\u2066-\u2069]/;

/** Why `name` is not a usable media name (a sentence naming `field`), or undefined when it is. */
export function mediaNameProblem(name: string, field: string): string | undefined {
  if (name.trim().length === 0) return `${field} must not be empty`;
  if (name.length > MEDIA_NAME_MAX) return `${field} is longer than ${MEDIA_NAME_MAX} characters`;
  if (CONTROL.test(name)) return `${field} must not contain control characters (such as a newline)`;
  if (BIDI.test(name)) return `${field} must not contain bidirectional override characters`;
  return undefined;
}
