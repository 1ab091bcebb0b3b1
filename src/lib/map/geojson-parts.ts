/**
 * A FeatureCollection of more than `size` features as its first `size` features (the data a
 * source is created or set with) and the rest in parts of `size` (added with updateData).
 * Anything else, or no size, is one part: the data itself.
 */
export function splitFeatures(
  data: GeoJSON.GeoJSON | string,
  size: number | undefined,
): [GeoJSON.GeoJSON | string, ...GeoJSON.Feature[][]] {
  if (!size || typeof data === 'string' || data.type !== 'FeatureCollection' || data.features.length <= size) return [data];
  const rest: GeoJSON.Feature[][] = [];
  for (let i = size; i < data.features.length; i += size) rest.push(data.features.slice(i, i + size));
  return [{ type: 'FeatureCollection', features: data.features.slice(0, size) }, ...rest];
}
