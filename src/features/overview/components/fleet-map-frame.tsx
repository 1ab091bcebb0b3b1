import type { ReactNode } from 'react';

/**
 * The fleet map's box in the overview grid (two columns, two rows on a wide screen). Shared by the
 * map and the placeholder shown while the map's code loads, so the panels around it do not reflow
 * when it arrives (they all moved, and a click aimed at one landed on another).
 */
export function FleetMapFrame({ children }: { children: ReactNode }) {
  return (
    <section
      aria-label="Fleet map"
      className="relative flex min-h-64 flex-col rounded-lg border border-line bg-surface lg:col-span-2 lg:row-span-2"
    >
      <h2 className="sr-only">Fleet map</h2>
      {children}
    </section>
  );
}
