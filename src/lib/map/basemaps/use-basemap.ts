import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { getRuntimeConfig } from '@/lib/api/runtime-config';
import { basemapFilesQueryOptions } from '@/lib/resources/basemaps';
import { applyBasemap } from './apply-basemap';
import { basemapOptions, CONFIGURED_STYLE_ID, DEFAULT_BASEMAP_ID, type BasemapOption } from './basemap-catalog';
import { readBasemapChoice, writeBasemapChoice } from './basemap-choice';
import { basemapParts } from './basemap-parts';
import { useDocumentTheme } from './use-document-theme';

export interface BasemapState {
  options: BasemapOption[];
  selected: string;
  select(id: string): void;
  /** Why the selected basemap is not shown, if it is not. */
  error: string | undefined;
  /** Re-lists the operator's files (a file dropped in shows up with no restart). */
  refresh(): void;
  /** The basemap put under the map's layers last (or failed to be), so a screen can tell "all drawn". */
  applied: string | undefined;
}

/** Lists the basemaps, keeps the user's choice, and puts the chosen one under the map's own layers. */
export function useBasemap(map: MapLibreMap | null, styleUrl: string | undefined): BasemapState {
  const files = useQuery(basemapFilesQueryOptions());
  const config = getRuntimeConfig();
  const options = useMemo(() => basemapOptions(files.data ?? [], config.basemaps, styleUrl), [files.data, config.basemaps, styleUrl]);
  // The legacy map_style_url stays the map's style until the user picks another.
  const [selected, setSelected] = useState(() => readBasemapChoice() ?? (styleUrl ? CONFIGURED_STYLE_ID : DEFAULT_BASEMAP_ID));
  const [error, setError] = useState<string | undefined>();
  const [applied, setApplied] = useState<string | undefined>();
  // A theme toggle restyles the basemap in place (applyBasemap keeps the sources, the screen's
  // layers and the camera).
  const theme = useDocumentTheme();

  // A chosen file may not be listed yet (first load); until it is, nothing is applied.
  const option = options.find((o) => o.id === selected) ?? (files.isPending ? undefined : options[0]);
  useEffect(() => {
    if (!map || !option) return;
    const abort = new AbortController();
    basemapParts(option, config.baseUrl, theme, abort.signal).then(
      (parts) => {
        if (abort.signal.aborted) return;
        applyBasemap(map, parts);
        setError(undefined);
        setApplied(option.id);
      },
      (err: unknown) => {
        if (abort.signal.aborted) return;
        setError(err instanceof Error ? err.message : String(err));
        setApplied(option.id);
      },
    );
    return () => abort.abort();
  }, [map, option, config.baseUrl, theme]);

  return {
    options,
    selected: option?.id ?? selected,
    error,
    select(id) {
      setSelected(id);
      writeBasemapChoice(id);
    },
    refresh: () => void files.refetch(),
    applied,
  };
}
