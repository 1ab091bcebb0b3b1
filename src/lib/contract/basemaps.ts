import { z } from 'zod';

/** An operator basemap file in the service's basemaps directory (extension `GET /basemaps`). */
export const BasemapFileSchema = z.object({
  name: z.string(),
  container: z.enum(['pmtiles', 'mbtiles']),
  kind: z.enum(['vector', 'raster']).optional(),
  format: z.string().optional(),
  minzoom: z.number().optional(),
  maxzoom: z.number().optional(),
  bounds: z.tuple([z.number(), z.number(), z.number(), z.number()]).optional(),
  protomaps: z.boolean().optional(),
  layers: z.array(z.string()).optional(),
  attribution: z.string().optional(),
  error: z.string().optional(),
});
export type BasemapFile = z.infer<typeof BasemapFileSchema>;

export const BasemapListSchema = z.object({ files: z.array(BasemapFileSchema) });

/** A place of the bundled gazetteer (`GET /basemaps/places?q=`). */
export const PlaceSchema = z.object({ name: z.string(), country: z.string(), population: z.number(), lng: z.number(), lat: z.number() });
export type Place = z.infer<typeof PlaceSchema>;
export const PlaceListSchema = z.object({ places: z.array(PlaceSchema) });

/** An online basemap configured in config.json `basemaps`. */
export const ConfiguredBasemapSchema = z.object({
  name: z.string().min(1),
  style_url: z.string().nullish(),
  tiles: z.array(z.string()).nullish(),
  attribution: z.string().nullish(),
});
export type ConfiguredBasemap = z.infer<typeof ConfiguredBasemapSchema>;
