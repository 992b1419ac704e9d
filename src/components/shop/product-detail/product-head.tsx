import { copy } from '../../../shared/copy';
import type { Availability } from '../../../shared/ketersediaan';
import { formatRupiah } from '../../../shared/price';
import type { ProdukPage } from '../../../shared/schemas/produk-page';
import { produkShareImagePath } from '../../../shared/share-images';
import { PageMeta } from '../../../lib/head';
import { productStructuredData } from '../../../lib/product-structured-data';
import { useSite } from '../../../lib/site';
import { breadcrumbList, jsonLdGraph } from '../../../lib/structured-data';
import { categoryTrail } from '../category-trail';
import { galleryPhotos } from '../product-gallery';

type Warna = ProdukPage['warna'][number];

/**
 * The product page's head: title, description, share image and, for a listed product, its
 * structured data (a tersembunyi product and a preview are kept out of search engines).
 */
export function ProductHead({
  page,
  price,
  chosen,
  availability,
  path,
  sharePath,
  listed,
}: {
  page: ProdukPage;
  price: number;
  chosen: Warna | undefined;
  availability: Availability;
  path: string;
  sharePath: string;
  listed: boolean;
}) {
  const { produk } = page;
  const site = useSite();
  const colours = page.warna;

  const productJsonLd = () =>
    jsonLdGraph(
      productStructuredData({
        id: produk.id,
        name: produk.nama_produk,
        description: produk.deskripsi_produk,
        category: produk.kategori,
        brand: site.name,
        url: `${site.publicUrl}${path}`,
        price,
        normalPrice: produk.diskon > 0 ? produk.harga : undefined,
        priceValidUntil: page.diskonBerlaku?.sampai ?? undefined,
        colours,
        sizes: page.ukuran,
        availability,
        chosen,
        // Every photo of the product and its colours, the main one (or the colour's) first.
        photos: (colour) =>
          galleryPhotos(produk, page.foto, colours, colour).map((p) => `${site.publicUrl}${p.src}`),
      }),
      breadcrumbList(site.publicUrl, [
        ...categoryTrail(produk.kategori, `/kategori/${encodeURIComponent(produk.kategori)}`),
        { name: produk.nama_produk, path: `/detail/${produk.id}` },
      ]),
    );

  return (
    <PageMeta
      title={produk.nama_produk}
      description={copy.produk.metaDescription(
        produk.nama_produk,
        formatRupiah(price),
        produk.diskon,
        firstSentence(produk.deskripsi_produk),
      )}
      path={path}
      sharePath={sharePath}
      // A JPEG of the main photo (or the chosen colour's): chats preview it everywhere.
      image={produkShareImagePath(produk.id, chosen?.id)}
      type="product"
      price={price}
      noindex={!listed}
      jsonLd={listed ? productJsonLd() : undefined}
    />
  );
}

function firstSentence(text: string): string {
  const sentence = text.split(/(?<=\.)\s/)[0] ?? '';
  return sentence.length > 160 ? `${sentence.slice(0, 157)}…` : sentence;
}
