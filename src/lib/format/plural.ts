import { formatNumber } from './format';

/**
 * "1 device", "2 devices", "1,204 items": the count with the word in the form its number takes.
 * Intl.PluralRules picks the form, in English because the screen's words are English (a Polish or
 * Arabic translation would pass its own forms: few, many, two, zero); the number is the user's format.
 */
const english = new Intl.PluralRules('en');

export interface PluralForms {
  one: string;
  other: string;
  zero?: string;
  two?: string;
  few?: string;
  many?: string;
}

/** The word alone, in the form for n. */
export function pluralWord(n: number, forms: PluralForms | string, rules: Intl.PluralRules = english): string {
  const f: PluralForms = typeof forms === 'string' ? { one: forms, other: `${forms}s` } : forms;
  return f[rules.select(n) as keyof PluralForms] ?? f.other;
}

/** The count and its word: `plural(1, 'device')` → "1 device"; irregular words pass both forms. */
export function plural(n: number, forms: PluralForms | string, rules: Intl.PluralRules = english): string {
  return `${formatNumber(n, 2)} ${pluralWord(n, forms, rules)}`;
}
