// Country and region names as people type them, turned into the codes GeoNames uses: ISO 3166-1 alpha-2 for
// countries, and admin1 codes for the regions people write in addresses (US states, Canadian provinces,
// Australian states). Other countries' regions are not matched by name (GeoNames numbers them).

const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'US',
  us: 'US',
  'u.s.': 'US',
  'u.s.a.': 'US',
  america: 'US',
  'united states of america': 'US',
  uk: 'GB',
  'u.k.': 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
};

let countryCodes: Map<string, string> | undefined;

/** Every region name Intl knows in English, lower-cased, to its two-letter code. */
function countryNameTable(): Map<string, string> {
  if (countryCodes) return countryCodes;
  countryCodes = new Map();
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = names.of(code);
      // The first code wins: FR before FX (the retired "Metropolitan France"), GB before UK.
      if (name && name !== code && !countryCodes.has(name.toLowerCase()))
        countryCodes.set(name.toLowerCase(), code);
    }
  }
  return countryCodes;
}

/** 'France', 'FR', 'USA', 'United Kingdom' → the ISO code; undefined when the text names no country. */
export function countryCodeOf(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const lower = text.trim().toLowerCase();
  if (COUNTRY_ALIASES[lower]) return COUNTRY_ALIASES[lower];
  if (/^[a-z]{2}$/.test(lower)) {
    const code = lower.toUpperCase();
    const name = new Intl.DisplayNames(['en'], { type: 'region' }).of(code);
    return name && name !== code ? code : undefined;
  }
  return countryNameTable().get(lower);
}

// prettier-ignore
const US_STATES: Record<string, string> = {
  alabama: 'AL', alaska: 'AK', arizona: 'AZ', arkansas: 'AR', california: 'CA', colorado: 'CO',
  connecticut: 'CT', delaware: 'DE', 'district of columbia': 'DC', florida: 'FL', georgia: 'GA', hawaii: 'HI',
  idaho: 'ID', illinois: 'IL', indiana: 'IN', iowa: 'IA', kansas: 'KS', kentucky: 'KY', louisiana: 'LA',
  maine: 'ME', maryland: 'MD', massachusetts: 'MA', michigan: 'MI', minnesota: 'MN', mississippi: 'MS',
  missouri: 'MO', montana: 'MT', nebraska: 'NE', nevada: 'NV', 'new hampshire': 'NH', 'new jersey': 'NJ',
  'new mexico': 'NM', 'new york': 'NY', 'north carolina': 'NC', 'north dakota': 'ND', ohio: 'OH',
  oklahoma: 'OK', oregon: 'OR', pennsylvania: 'PA', 'rhode island': 'RI', 'south carolina': 'SC',
  'south dakota': 'SD', tennessee: 'TN', texas: 'TX', utah: 'UT', vermont: 'VT', virginia: 'VA',
  washington: 'WA', 'west virginia': 'WV', wisconsin: 'WI', wyoming: 'WY', 'puerto rico': 'PR',
};
const US_CODES = new Set(Object.values(US_STATES));

/** Canadian provinces and Australian states: GeoNames numbers them; people write letters or names. */
// prettier-ignore
const NUMBERED_REGIONS: Record<'CA' | 'AU', Record<string, string>> = {
  CA: {
    ab: '01', alberta: '01', bc: '02', 'british columbia': '02', mb: '03', manitoba: '03', nb: '04',
    'new brunswick': '04', nl: '05', 'newfoundland and labrador': '05', ns: '07', 'nova scotia': '07',
    on: '08', ontario: '08', pe: '09', 'prince edward island': '09', qc: '10', quebec: '10', québec: '10',
    sk: '11', saskatchewan: '11', yt: '12', yukon: '12', nt: '13', 'northwest territories': '13',
    nu: '14', nunavut: '14',
  },
  AU: {
    act: '01', 'australian capital territory': '01', nsw: '02', 'new south wales': '02', nt: '03',
    'northern territory': '03', qld: '04', queensland: '04', sa: '05', 'south australia': '05', tas: '06',
    tasmania: '06', vic: '07', victoria: '07', wa: '08', 'western australia': '08',
  },
};

/** The (country, admin1 code) pairs a typed region may mean: 'OR' and 'Oregon' both mean US/OR. */
export function regionCandidates(text: string | undefined): Array<{ country?: string; admin: string }> {
  if (!text) return [];
  const lower = text.trim().toLowerCase().replace(/\.$/, '');
  const found: Array<{ country?: string; admin: string }> = [];
  const us = US_STATES[lower] ?? (US_CODES.has(lower.toUpperCase()) ? lower.toUpperCase() : undefined);
  if (us) found.push({ country: 'US', admin: us });
  for (const country of ['CA', 'AU'] as const) {
    const admin = NUMBERED_REGIONS[country][lower];
    if (admin) found.push({ country, admin });
  }
  // GeoNames' own letters elsewhere ('ENG' for England); any country.
  if (/^[a-z]{2,3}$/.test(lower)) found.push({ admin: lower.toUpperCase() });
  return found;
}
