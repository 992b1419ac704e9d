import { z } from 'zod';
import { isValidEmail, normalizeEmail } from '../email.js';
import { messages } from '../messages.js';
import { parsePhoneId } from '../phone.js';
import {
  TEMPLATE_MAX_LENGTH,
  TEMPLATE_NAMES,
  TEMPLATES,
  templateProblem,
  type TemplateName,
} from '../whatsapp-template.js';
import { isStorableText } from './common.js';

// The shop's settings as the main admin edits them on the Pengaturan page (docs/product.md §10,
// docs/decisions/0016): one form of plain text fields, read by this schema in the browser and
// on the server alike. What it gives back is what the database keeps.

/** WhatsApp numbers the shop lists; the first one is behind every WhatsApp button. */
export const WHATSAPP_MAX_NUMBERS = 3;

/**
 * Where a map or video may be embedded from: the page's security policy allows frames from these
 * only (src-server/http/security.ts), so an address elsewhere would show an empty frame.
 */
export const EMBED_SOURCES = {
  map: [
    { origin: 'https://www.google.com', path: '/maps/embed' },
    { origin: 'https://maps.google.com', path: '/maps' },
    { origin: 'https://www.openstreetmap.org', path: '/export/embed.html' },
  ],
  video: [
    { origin: 'https://www.youtube.com', path: '/embed/' },
    { origin: 'https://www.youtube-nocookie.com', path: '/embed/' },
  ],
} as const;

export const pengaturanCopy = {
  phoneInvalid: (text: string) =>
    `Nomor "${text}" tidak valid. Tulis seperti 0812-3456-7890 atau +62 812-3456-7890.`,
  whatsappRequired: 'Isi minimal satu nomor WhatsApp.',
  whatsappTooMany: `Paling banyak ${WHATSAPP_MAX_NUMBERS} nomor WhatsApp.`,
  mapEmbed:
    'Pakai alamat sematan peta dari Google Maps (Bagikan → Sematkan peta) atau OpenStreetMap (Bagikan → HTML).',
  videoEmbed: 'Pakai alamat sematan video YouTube, mis. https://www.youtube.com/embed/…',
  announcementLink:
    'Tautan harus alamat https:// (atau http://) yang valid, atau halaman toko ini yang diawali /, mis. /penawarankhusus.',
  dateTime: 'Tanggal dan jam tidak valid.',
  endBeforeStart: 'Selesai harus setelah waktu mulai.',
  announcementTextRequired: 'Isi teks pengumuman, atau kosongkan tautan dan tanggalnya.',
} as const;

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: messages.required(label) })
    .refine(isStorableText, { error: messages.textNotAllowed, abort: true })
    .trim()
    .min(min, { error: min <= 1 ? messages.required(label) : `${label} minimal ${min} karakter.` })
    .max(max, { error: messages.maxLength(label, max) });

const optionalHttps = z
  .string()
  .trim()
  .max(500, { error: messages.httpsLink })
  .refine(
    (value) =>
      value === '' ||
      z.url({ protocol: /^https$/, hostname: z.regexes.domain }).safeParse(value).success,
    { error: messages.httpsLink },
  );

/** The `src` of a pasted `<iframe …>` snippet (what the map sites hand out), else the text. */
function iframeSource(value: string): string {
  const src = /<iframe[^>]*\ssrc\s*=\s*["']([^"']+)["']/i.exec(value)?.[1];
  return (src ?? value).replaceAll('&amp;', '&').trim();
}

export function isEmbedFrom(url: string, kind: keyof typeof EMBED_SOURCES): boolean {
  try {
    const parsed = new URL(url);
    return EMBED_SOURCES[kind].some(
      (source) => parsed.origin === source.origin && parsed.pathname.startsWith(source.path),
    );
  } catch {
    return false;
  }
}

const embed = (kind: keyof typeof EMBED_SOURCES, message: string) =>
  z
    .string()
    .max(2000, { error: message })
    .transform(iframeSource)
    .refine((value) => value === '' || isEmbedFrom(value, kind), { error: message });

/** Numbers one per line (or separated by commas), each read the Indonesian way. */
const whatsappNumbers = z
  .union([z.string(), z.array(z.string()).max(10)])
  .transform((value, ctx) => {
    const written = (Array.isArray(value) ? value : value.split(/[\n,;]/))
      .map((line) => line.trim())
      .filter(Boolean);
    const numbers: string[] = [];
    for (const line of written) {
      const number = parsePhoneId(line);
      if (number === undefined) {
        ctx.addIssue({ code: 'custom', message: pengaturanCopy.phoneInvalid(line) });
        return z.NEVER;
      }
      if (!numbers.includes(number)) numbers.push(number);
    }
    if (numbers.length === 0) {
      ctx.addIssue({ code: 'custom', message: pengaturanCopy.whatsappRequired });
      return z.NEVER;
    }
    if (numbers.length > WHATSAPP_MAX_NUMBERS) {
      ctx.addIssue({ code: 'custom', message: pengaturanCopy.whatsappTooMany });
      return z.NEVER;
    }
    return numbers;
  });

const phone = z
  .string({ error: messages.required('Telepon') })
  .trim()
  .min(1, { error: messages.required('Telepon') })
  .transform((value, ctx) => {
    const number = parsePhoneId(value);
    if (number === undefined) {
      ctx.addIssue({ code: 'custom', message: pengaturanCopy.phoneInvalid(value) });
      return z.NEVER;
    }
    return number;
  });

/** An http(s) address, or a page of this shop (`/penawarankhusus`), never `//other.site`. */
export function isSafeAnnouncementLink(value: string): boolean {
  if (value.startsWith('/')) return /^\/(?![/\\])[^\s\\]*$/.test(value);
  return z.url({ protocol: /^https?$/, hostname: z.regexes.domain }).safeParse(value).success;
}

/** `2025-03-01T08:00` as a date-time field gives it, in the shop's time zone; '' for none. */
const localDateTime = z
  .string()
  .trim()
  .refine(
    (value) =>
      value === '' ||
      (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) &&
        !Number.isNaN(Date.parse(`${value}:00Z`)) &&
        new Date(`${value}:00Z`).toISOString().startsWith(value)),
    { error: pengaturanCopy.dateTime },
  );

const template = (name: TemplateName) =>
  text('Templat pesan', 1, TEMPLATE_MAX_LENGTH).superRefine((value, ctx) => {
    const problem = templateProblem(value, TEMPLATES[name]);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const pengaturanInput = z
  .object({
    name: text('Nama toko', 1, 60),
    tagline: text('Slogan', 1, 160),
    email: z
      .string()
      .transform(normalizeEmail)
      .refine(isValidEmail, { error: messages.emailInvalid }),
    phone,
    whatsapp: whatsappNumbers,
    address: text('Alamat', 5, 300),
    mapEmbedUrl: embed('map', pengaturanCopy.mapEmbed),
    videoEmbedUrl: embed('video', pengaturanCopy.videoEmbed),
    instagram: optionalHttps,
    facebook: optionalHttps,
    tiktok: optionalHttps,
    youtube: optionalHttps,
    shopee: optionalHttps,
    tokopedia: optionalHttps,
    tiktokShop: optionalHttps,
    announcementText: z
      .string()
      .refine(isStorableText, { error: messages.textNotAllowed, abort: true })
      .trim()
      .max(200, { error: messages.maxLength('Teks pengumuman', 200) }),
    announcementLink: z
      .string()
      .trim()
      .max(500, { error: pengaturanCopy.announcementLink })
      .refine((value) => value === '' || isSafeAnnouncementLink(value), {
        error: pengaturanCopy.announcementLink,
      }),
    announcementStart: localDateTime,
    announcementEnd: localDateTime,
    templateProduk: template('produk'),
    templatePaket: template('paket'),
    templateTanya: template('tanya'),
    templateKonsultasiUkuran: template('konsultasiUkuran'),
    templateRetur: template('retur'),
  })
  .superRefine((value, ctx) => {
    const { announcementStart: start, announcementEnd: end } = value;
    if (start && end && end <= start) {
      ctx.addIssue({
        code: 'custom',
        path: ['announcementEnd'],
        message: pengaturanCopy.endBeforeStart,
      });
    }
    const hasRest = value.announcementLink || start || end;
    if (!value.announcementText && hasRest) {
      ctx.addIssue({
        code: 'custom',
        path: ['announcementText'],
        message: pengaturanCopy.announcementTextRequired,
      });
    }
  });

/** The settings as kept: text as typed (trimmed), numbers as digits with 62, '' for "none". */
export type Pengaturan = z.output<typeof pengaturanInput>;
/** The form's fields: all text, the WhatsApp numbers one per line (or a list). */
export type PengaturanForm = z.input<typeof pengaturanInput>;

/** The template field of each WhatsApp message. */
export const TEMPLATE_FIELDS = {
  produk: 'templateProduk',
  paket: 'templatePaket',
  tanya: 'templateTanya',
  konsultasiUkuran: 'templateKonsultasiUkuran',
  retur: 'templateRetur',
} as const satisfies Record<TemplateName, keyof Pengaturan>;

export function templatesOf(settings: Pengaturan): Record<TemplateName, string> {
  return Object.fromEntries(
    TEMPLATE_NAMES.map((name) => [name, settings[TEMPLATE_FIELDS[name]]]),
  ) as Record<TemplateName, string>;
}
