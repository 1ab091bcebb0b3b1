/**
 * The logbook's sortable columns (the URL's `sort`). Apart from the sorting itself: the route's
 * search schema needs only these names, and it is in the first download of every page.
 */
export const SORT_COLUMNS = ['name', 'pilot', 'drone', 'start', 'duration', 'distance', 'version', 'comments'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
