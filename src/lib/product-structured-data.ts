import { schemaAvailability, type Availability } from '../shared/ketersediaan';
import type { Ukuran } from '../shared/schemas/ukuran';
import type { Warna } from '../shared/schemas/warna';

// A product as search engines read it (issue 22 item 4): one Product when it comes in one form;
// a ProductGroup with a Product per colour and size (its own photo, price and availability)
// when it has colours or sizes, so that results can show the right photo and stock. A page on a
// colour (`?warna=`) describes that colour's variants only, its photos first.

export interface ProductForStructuredData {
  id: number;
  name: string;
  description: string;
  category: string;
  brand: string;
  /** The product page's absolute address. */
  url: string;
  price: number;
  /** The price before the discount, with one (the strikethrough price). */
  normalPrice: number | undefined;
  /** The end of the dated discount that sets the price (docs/product.md §14), with one. */
  priceValidUntil: string | undefined;
  colours: readonly Warna[];
  sizes: readonly Ukuran[];
  availability: Availability;
  /** The chosen colour, on a `?warna=` page. */
  chosen: Warna | undefined;
  /** Absolute photo addresses: the product's, or with a colour, that colour's first. */
  photos: (colour: Warna | undefined) => string[];
}

type Pricing = Pick<ProductForStructuredData, 'price' | 'normalPrice' | 'priceValidUntil'>;

const offer = (url: string, pricing: Pricing, available: boolean) => ({
  '@type': 'Offer',
  url,
  priceCurrency: 'IDR',
  price: pricing.price,
  ...(pricing.priceValidUntil !== undefined && { priceValidUntil: pricing.priceValidUntil }),
  // The price before the discount, as search results strike it through.
  ...(pricing.normalPrice !== undefined && {
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      priceType: 'https://schema.org/StrikethroughPrice',
      price: pricing.normalPrice,
      priceCurrency: 'IDR',
    },
  }),
  availability: schemaAvailability(available),
  itemCondition: 'https://schema.org/NewCondition',
});

/** A size as the shop names it: the size and the age it fits ("M (5-6 tahun)"). */
const sizeName = (u: Ukuran) =>
  [u.ukuran.trim(), u.usia.trim() && `(${u.usia.trim()})`].filter(Boolean).join(' ');

export function productStructuredData(p: ProductForStructuredData): object {
  const common = {
    name: p.name,
    description: p.description || undefined,
    category: p.category,
    brand: { '@type': 'Brand', name: p.brand },
  };
  if (p.colours.length === 0 && p.sizes.length === 0) {
    return {
      '@type': 'Product',
      ...common,
      image: p.photos(undefined),
      sku: String(p.id),
      offers: offer(p.url, p, p.availability.any),
    };
  }
  const colours: (Warna | undefined)[] = p.chosen
    ? [p.chosen]
    : p.colours.length > 0
      ? [...p.colours]
      : [undefined];
  const sizes: (Ukuran | undefined)[] = p.sizes.length > 0 ? [...p.sizes] : [undefined];
  const variants = colours.flatMap((w) =>
    sizes.map((u) => {
      const url = w ? `${p.url}?warna=${w.id}` : p.url;
      const available = u
        ? p.availability.size(u.id, w?.id)
        : w
          ? p.availability.colour(w.id)
          : p.availability.any;
      return {
        '@type': 'Product',
        sku: [p.id, w && `w${w.id}`, u && `u${u.id}`].filter(Boolean).join('-'),
        name: [p.name, w?.warna, u && sizeName(u)].filter(Boolean).join(', '),
        ...(w && { color: w.warna }),
        ...(u && { size: sizeName(u) }),
        image: p.photos(w)[0],
        offers: offer(url, p, available),
      };
    }),
  );
  return {
    '@type': 'ProductGroup',
    ...common,
    url: p.chosen ? `${p.url}?warna=${p.chosen.id}` : p.url,
    productGroupID: String(p.id),
    image: p.photos(p.chosen),
    variesBy: [
      ...(p.colours.length > 0 ? ['https://schema.org/color'] : []),
      ...(p.sizes.length > 0 ? ['https://schema.org/size'] : []),
    ],
    hasVariant: variants,
  };
}
