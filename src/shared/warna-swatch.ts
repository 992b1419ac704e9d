// The colour of a swatch dot on product cards (docs/product.md §10): the one taken from the
// colour's photo when it was uploaded, else one known for its name, else a neutral grey.

/** Common colour names in the shop's words; the first word that is known decides. */
const namedColours = new Map<string, string>(
  Object.entries({
    putih: '#f5f5f4',
    hitam: '#1c1917',
    abu: '#a8a29e',
    merah: '#dc2626',
    maroon: '#7f1d1d',
    marun: '#7f1d1d',
    pink: '#f9a8d4',
    dusty: '#c9a3a3',
    salem: '#fa8072',
    oranye: '#f97316',
    orange: '#f97316',
    kuning: '#facc15',
    mustard: '#d4a017',
    hijau: '#16a34a',
    sage: '#9bb39a',
    army: '#4b5320',
    olive: '#708238',
    mint: '#a7f3d0',
    tosca: '#14b8a6',
    biru: '#2563eb',
    navy: '#1e3a5f',
    denim: '#4a6fa5',
    ungu: '#7c3aed',
    lilac: '#c8a2c8',
    lavender: '#b9a7e0',
    coklat: '#7c4a2d',
    cokelat: '#7c4a2d',
    mocca: '#a38068',
    moka: '#a38068',
    krem: '#f1e4c8',
    cream: '#f1e4c8',
    khaki: '#c3b091',
    silver: '#c0c0c0',
    emas: '#d4af37',
    gold: '#d4af37',
  }),
);

export const NEUTRAL_SWATCH = '#d6d3d1';

export function swatchColour(kodeWarna: string | null, nama: string): string {
  if (kodeWarna) return kodeWarna;
  for (const word of nama.toLowerCase().split(/[^a-z]+/)) {
    const known = namedColours.get(word);
    if (known) return known;
  }
  return NEUTRAL_SWATCH;
}

/** Dots shown on a card before the rest are summed up as "+N". */
export const CARD_SWATCH_COUNT = 4;
