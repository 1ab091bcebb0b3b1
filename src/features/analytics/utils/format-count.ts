/**
 * Counts with the user's digit grouping. One formatter for the feature: `Number#toLocaleString`
 * builds a new Intl formatter on every call, which showed in profiles of the page re-rendering
 * while a million records load.
 */
const counts = new Intl.NumberFormat();

export const formatCount = (n: number): string => counts.format(n);
