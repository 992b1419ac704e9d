import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { copy } from '../../../src/shared/copy.js';
import { variantFileName } from '../../../src/shared/images.js';
import { formatRupiah } from '../../../src/shared/price.js';
import {
  SHARE_IMAGE_PREFIX,
  SHARE_PAGES,
  produkSharePhotoOf,
  sharePageOf,
  type SharePage,
} from '../../../src/shared/share-images.js';
import { KeptUntilChange } from '../../services/change-feed/kept-until-change.js';
import { drawShareImage, type ShareImageContent } from '../../images/draw-share-image.js';
import { PRODUK_FOLDER, warnaFolder } from '../../images/folders.js';
import { photoAsJpeg } from '../../images/process-image.js';
import { findReachableProdukById, listProdukPage, produkFilterOptions } from './produk.queries.js';
import { listPenawaranKartu } from '../penawaran/penawaran.queries.js';
import { findWarna } from '../warna/warna.queries.js';
import type { AppDeps } from '../../trpc/context.js';

// GET /bagikan/{page}.jpg: the link-preview pictures of the pages without a product photo of
// their own (src/shared/share-images.ts), drawn on first request from the shop's name and its
// best-selling products' photos, and kept until the catalogue changes (services/change-feed/kept-until-change.ts).
// A chat app fetches one per shared link, so they are
// cheap to serve and may be cached for an hour.

type Deps = Pick<AppDeps, 'config' | 'db' | 'storage' | 'changes' | 'settings' | 'caches'>;

interface DrawnImage {
  body: Buffer;
  etag: string;
}

const PHOTOS = 3;
/** The variant the photos are drawn from: large enough for the biggest slot (~270 px wide). */
const PHOTO_WIDTH = 640;
const ONE_HOUR = 'public, max-age=3600';

async function produkPhoto(
  deps: Pick<AppDeps, 'storage'>,
  foto: string,
): Promise<Buffer | undefined> {
  return (
    (await deps.storage.get(`produk/${variantFileName(foto, PHOTO_WIDTH)}`)) ??
    (await deps.storage.get(`produk/${foto}`))
  );
}

/** The words and photos of `page`'s picture. */
export async function shareImageContent(
  deps: Pick<AppDeps, 'config' | 'db' | 'storage' | 'settings'>,
  page: SharePage,
): Promise<ShareImageContent> {
  const slug = page.startsWith('kategori-') ? page.slice('kategori-'.length) : undefined;
  const [{ items, total }, options] = await Promise.all([
    listProdukPage(deps.db, { kategori: slug, limit: PHOTOS, offset: 0, order: 'terlaris' }),
    produkFilterOptions(deps.db, slug),
  ]);
  const photos = await Promise.all(items.map((produk) => produkPhoto(deps, produk.foto_produk)));
  const summary =
    total > 0 && options.harga
      ? copy.shareImage.summary(total, formatRupiah(options.harga.min))
      : undefined;
  const { name, tagline } = await deps.settings.current();
  const common = {
    shopName: name,
    host: new URL(deps.config.publicUrl).host,
    photos: photos.filter((photo): photo is Buffer => photo !== undefined),
  };
  if (page === 'beranda') {
    return { ...common, title: copy.shareImage.homeTitle, lead: tagline, badge: summary };
  }
  if (page === 'penawarankhusus') {
    const { title, lead, badge } = copy.shareImage.offers;
    const names = (await listPenawaranKartu(deps.db)).map((offer) => offer.nama);
    return { ...common, title, lead: lead(names), badge, badgeTone: 'promo' };
  }
  const hero =
    copy.category.hero[slug === undefined ? 'all' : (slug as keyof typeof copy.category.hero)];
  return { ...common, title: hero.title, lead: hero.lead, badge: summary };
}

/**
 * The stored photo a product's preview shows: its main photo, or the colour's photo when the
 * colour is the product's. Undefined when there is none (the 404 page).
 */
async function produkSharePhoto(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  idProduk: number,
  idWarna: number | undefined,
): Promise<Buffer | undefined> {
  // A product visitors do not reach has no picture (docs/product.md §11).
  const produk = await findReachableProdukById(deps.db, idProduk);
  if (!produk) return undefined;
  if (idWarna !== undefined) {
    const warna = await findWarna(deps.db, idWarna);
    if (warna?.id_produk !== idProduk) return undefined;
    return deps.storage.get(`${warnaFolder(idProduk)}/${warna.foto}`);
  }
  return deps.storage.get(`${PRODUK_FOLDER}/${produk.foto_produk}`);
}

/** The bytes products' preview pictures may hold at once (about 60 KB each). */
/** The most products' share photos kept (each a page's worth of bytes). */
const KEPT_PRODUK_PHOTOS = 200;

const KEPT_PRODUK_PHOTO_BYTES = 12 * 1024 * 1024;
/** The bytes the pages' drawn pictures may hold (one each, some tens of KB). */
const KEPT_DRAWN_BYTES = 4 * 1024 * 1024;

const etagOf = (body: Buffer) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

export function registerShareImages(app: FastifyInstance, deps: Deps): void {
  const drawn = deps.caches.register(
    new KeptUntilChange(deps.changes, {
      max: SHARE_PAGES.length,
      maxBytes: KEPT_DRAWN_BYTES,
      name: 'share pictures',
    }),
  );
  const converted = deps.caches.register(
    new KeptUntilChange(deps.changes, {
      max: KEPT_PRODUK_PHOTOS,
      maxBytes: KEPT_PRODUK_PHOTO_BYTES,
      name: 'share photos',
    }),
  );
  const draw = async (page: SharePage): Promise<DrawnImage> => {
    const body = await drawShareImage(await shareImageContent(deps, page));
    return { body, etag: etagOf(body) };
  };

  app.get<{ Params: { file: string } }>(`${SHARE_IMAGE_PREFIX}/:file`, async (request, reply) => {
    const page = sharePageOf(request.params.file);
    const photo = page ? undefined : produkSharePhotoOf(request.params.file);
    if (!page && !photo) {
      reply.callNotFound();
      return reply;
    }
    const picture = page
      ? await drawn.get(page, () => draw(page))
      : await converted.get(request.params.file, async () => {
          const { idProduk, idWarna } = photo as NonNullable<typeof photo>;
          const stored = await produkSharePhoto(deps, idProduk, idWarna);
          const body = stored && (await photoAsJpeg(stored));
          return body && { body, etag: etagOf(body) };
        });
    if (!picture) {
      reply.callNotFound();
      return reply;
    }
    const { body, etag } = picture;
    // Shown by other sites on purpose: chat previews, and the back-in-stock e-mail's product
    // card in mail apps that show it from a page of their own (docs/decisions/0028).
    void reply
      .header('cache-control', ONE_HOUR)
      .header('etag', etag)
      .header('cross-origin-resource-policy', 'cross-origin');
    const known = (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim());
    if (known.includes(etag) || known.includes(`W/${etag}`)) return reply.status(304).send();
    return reply.type('image/jpeg').send(body);
  });
}
