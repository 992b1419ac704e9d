// The shop's WhatsApp messages are templates the owner writes in the admin (Pengaturan):
// `{produk}`, `{harga}`… are filled in, and a part in square brackets is left out when a value
// inside it is missing: `{produk}[ ukuran {ukuran}]` reads "Gamis Aisyah" until a size is chosen,
// then "Gamis Aisyah ukuran M". One filler for the server (the /keluar redirect) and the admin's
// preview, so what the owner sees is what the visitor sends.

export const PLACEHOLDERS = ['produk', 'warna', 'ukuran', 'usia', 'harga', 'url', 'toko'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type TemplateValues = Partial<Record<Placeholder, string | undefined>>;

/** Which message each template makes, and the values it is given. */
export const TEMPLATES = {
  /** A product's "Tanya lewat WhatsApp" button and its order, "Pesan via WhatsApp" (colour and size). */
  produk: PLACEHOLDERS,
  /** A special-offer bundle's order button (Penawaran Khusus). */
  paket: ['toko', 'produk', 'harga', 'url'],
  /** The shop's own chat links: a question, size advice, a return. */
  tanya: ['toko', 'url'],
  konsultasiUkuran: ['toko', 'url'],
  retur: ['toko', 'url'],
} as const satisfies Record<string, readonly Placeholder[]>;
export type TemplateName = keyof typeof TEMPLATES;
export const TEMPLATE_NAMES = Object.keys(TEMPLATES) as TemplateName[];

/** The messages the shop sent before they could be edited; a new shop starts with them. */
export const DEFAULT_TEMPLATES: Record<TemplateName, string> = {
  produk:
    'Halo {toko}, saya tertarik dengan {produk}[ warna {warna}][ ukuran {ukuran}][ usia {usia}] ({harga}). {url}',
  paket: 'Halo {toko}, saya ingin memesan {produk} ({harga}). Apakah masih tersedia?',
  tanya: 'Halo {toko}, saya ingin bertanya.',
  konsultasiUkuran: 'Halo {toko}, saya ingin konsultasi ukuran baju untuk anak saya.',
  retur: 'Halo {toko}, saya ingin mengajukan pengembalian pesanan.',
};

export const TEMPLATE_MAX_LENGTH = 500;

const placeholderPattern = /\{([^{}]*)\}/g;
const optionalPattern = /\[([^[\]]*)\]/g;

/** What is wrong with a template, in words for the owner; undefined when it is fine. */
export function templateProblem(
  template: string,
  allowed: readonly Placeholder[],
): string | undefined {
  const unknown = new Set<string>();
  for (const [, name = ''] of template.matchAll(placeholderPattern)) {
    if (!(allowed as readonly string[]).includes(name)) unknown.add(`{${name}}`);
  }
  if (unknown.size > 0) {
    const known = allowed.map((name) => `{${name}}`).join(', ');
    return `Isian tidak dikenal: ${[...unknown].join(', ')}. Yang bisa dipakai: ${known}.`;
  }
  // What is left once every [part] is taken out must hold no bracket: none unpaired, none nested.
  if (/[[\]]/.test(template.replace(optionalPattern, ''))) {
    return 'Tanda [ dan ] harus berpasangan dan tidak boleh bersarang.';
  }
  return undefined;
}

function filled(text: string, values: TemplateValues): string {
  return text.replace(placeholderPattern, (_match, name: string) =>
    Object.hasOwn(values, name) ? (values[name as Placeholder] ?? '').trim() : '',
  );
}

function hasEveryValue(text: string, values: TemplateValues): boolean {
  for (const [, name = ''] of text.matchAll(placeholderPattern)) {
    if (!Object.hasOwn(values, name) || !values[name as Placeholder]?.trim()) return false;
  }
  return true;
}

/** The message: placeholders filled, [parts] kept only with all their values, spaces tidied. */
export function fillTemplate(template: string, values: TemplateValues): string {
  const withParts = template.replace(optionalPattern, (_match, part: string) =>
    hasEveryValue(part, values) ? part : '',
  );
  return filled(withParts, values)
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \t]{2,}/g, ' ')
        .replace(/ +([,.!?)])/g, '$1')
        .trim(),
    )
    .join('\n')
    .trim();
}
