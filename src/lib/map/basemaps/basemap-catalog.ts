import type { BasemapFile, ConfiguredBasemap } from '@/lib/contract/basemaps';

/** One entry of the switcher: the bundled default, an operator file, or a configured online source. */
export type BasemapOption =
  | { id: 'default'; label: string; source: 'default' }
  | { id: string; label: string; source: 'file'; file: BasemapFile; error?: string }
  | { id: string; label: string; source: 'online'; online: ConfiguredBasemap };

export const DEFAULT_BASEMAP_ID = 'default';
/** The legacy `map_style_url` setting, offered as one more online source. */
export const CONFIGURED_STYLE_ID = 'map-style-url';

export function basemapOptions(files: BasemapFile[], online: ConfiguredBasemap[], mapStyleUrl: string | undefined): BasemapOption[] {
  const options: BasemapOption[] = [{ id: DEFAULT_BASEMAP_ID, label: 'Default (offline)', source: 'default' }];
  for (const file of files)
    options.push({ id: file.name, label: file.name, source: 'file', file, ...(file.error ? { error: file.error } : {}) });
  if (mapStyleUrl)
    options.push({
      id: CONFIGURED_STYLE_ID,
      label: 'Configured style',
      source: 'online',
      online: { name: 'Configured style', style_url: mapStyleUrl },
    });
  for (const b of online) options.push({ id: b.name, label: b.name, source: 'online', online: b });
  return options;
}
