// schema.org descriptions that search engines read from a page's JSON-LD (docs/architecture.md
// §8): the shop as an organisation on the home page, and where a page sits in the shop
// (breadcrumbs) on category and product pages.

export interface SiteForStructuredData {
  name: string;
  publicUrl: string;
  email: string;
  phone: string;
  address: string;
  social: Record<string, string | undefined>;
  marketplaces: Record<string, string | undefined>;
}

export function organization(site: SiteForStructuredData) {
  const profiles = [...Object.values(site.social), ...Object.values(site.marketplaces)].filter(
    (url): url is string => typeof url === 'string' && /^https:\/\//.test(url),
  );
  return {
    '@type': 'Organization',
    name: site.name,
    url: `${site.publicUrl}/`,
    logo: `${site.publicUrl}/icons/icon-512.png`,
    email: site.email,
    telephone: site.phone,
    address: { '@type': 'PostalAddress', streetAddress: site.address, addressCountry: 'ID' },
    ...(profiles.length > 0 ? { sameAs: profiles } : {}),
  };
}

/** A trail of pages from the home page to this one, each with its name and path. */
export function breadcrumbList(publicUrl: string, trail: { name: string; path: string }[]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: `${publicUrl}${step.path}`,
    })),
  };
}

/** One JSON-LD block holding several descriptions. */
export function jsonLdGraph(...items: object[]) {
  return { '@context': 'https://schema.org', '@graph': items };
}
