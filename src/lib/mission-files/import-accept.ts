/** The files "Import file" reads; alone in its module so a file picker can name them without loading the readers. */
export const IMPORT_ACCEPT = '.kmz,.kml,.wpml,.csv,.plan,.mission,.waypoints,.txt,.geojson,.json';
