// Real places for test parties: the same street address everywhere, so a test that checks what is shown or
// hidden of a place knows exactly what was saved.

/** Dolores Park, San Francisco, with its coordinates. */
export const DOLORES_PARK = {
  displayName: 'Dolores Park',
  placeName: 'Dolores Park',
  address: {
    address1: '19th St & Dolores St',
    city: 'San Francisco',
    admin1: 'CA',
    postalCode: '94114',
  },
  lat: 37.7596,
  lng: -122.4269,
};

/** Prospect Park, Brooklyn, without coordinates (add them where the test needs a map). */
export const PROSPECT_PARK = {
  displayName: 'Prospect Park',
  placeName: 'Prospect Park',
  address: { address1: '95 Prospect Park W', city: 'Brooklyn', admin1: 'NY', postalCode: '11215' },
};
