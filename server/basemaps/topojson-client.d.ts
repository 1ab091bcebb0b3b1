// topojson-client ships no types; only the two functions the basemap uses are declared.
declare module 'topojson-client' {
  export interface Topology {
    type: 'Topology';
    objects: Record<string, TopoObject>;
  }
  export interface TopoObject {
    type: string;
    properties?: Record<string, unknown>;
  }
  export function feature(topology: Topology, object: TopoObject): GeoJSON.FeatureCollection | GeoJSON.Feature;
  export function mesh(topology: Topology, object: TopoObject, filter?: (a: TopoObject, b: TopoObject) => boolean): GeoJSON.MultiLineString;
}
