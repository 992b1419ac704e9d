import { useSearchParams, useParams } from 'react-router-dom';
import { copy } from '../../shared/copy';
import { availabilityOf } from '../../shared/ketersediaan';
import { PRATINJAU_PARAM } from '../../shared/limits';
import { COLOUR_PARAM, colourFromSearch } from '../../shared/page-query';
import { discountedPrice, formatRupiah } from '../../shared/price';
import type { ProdukPage } from '../../shared/schemas/produk-page';
import { KabariSayaForm, kabarOptionsOf } from '../../components/shop/kabari-saya-form';
import { NotFound } from '../../components/shop/not-found';
import { OrderForm } from '../../components/shop/order-form';
import { BuyLinks } from '../../components/shop/product-detail/buy-links';
import { ColourChoice } from '../../components/shop/product-detail/colour-choice';
import {
  ProductDescription,
  ShippingInfo,
} from '../../components/shop/product-detail/product-description';
import { ProductHead } from '../../components/shop/product-detail/product-head';
import { ProductTitlePrice } from '../../components/shop/product-detail/product-price';
import {
  ProductRecommendations,
  ProductTestimonials,
} from '../../components/shop/product-detail/product-testimonials';
import { SizeGuide } from '../../components/shop/product-detail/size-guide';
import { galleryPhotos, ProductGallery } from '../../components/shop/product-gallery';
import { ShareButton } from '../../components/shop/share-button';
import type { Prefetch } from '../../lib/prefetch';
import { useSite } from '../../lib/site';
import { trpc } from '../../lib/trpc';

/** `/detail/abc` has no product: the same as a missing one. */
function idFrom(param: string | undefined): number {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0;
}

/** A preview link's token (docs/product.md §11): the reads carry it, or nothing. */
function pratinjauFrom(search: URLSearchParams): { pratinjau?: string } {
  const token = search.get(PRATINJAU_PARAM);
  return token ? { pratinjau: token } : {};
}

export const prefetchProduct: Prefetch = async ({ helpers, params, search }) => {
  const id = idFrom(params.id);
  if (!id) return { status: 404 };
  const pratinjau = pratinjauFrom(search);
  // The product and its colours, photos, sizes, availability and testimonials in one read.
  const page = await helpers.produk.page.fetch({ id, ...pratinjau });
  if (!page) return { status: 404 };
  // Chosen once, on the server, and carried to the browser with the page.
  await helpers.produk.recommendations.prefetch({ id });
  return undefined;
};

export function ProductPage() {
  const id = idFrom(useParams().id);
  const [searchParams] = useSearchParams();
  const pratinjau = pratinjauFrom(searchParams);
  const page = trpc.produk.page.useQuery({ id, ...pratinjau }, { enabled: id > 0 });
  if (id === 0 || page.data === null) return <NotFound />;
  if (!page.data) return <div className="min-h-[60vh]" aria-busy="true" />;
  return <ProductDetail key={id} page={page.data} pratinjau={pratinjau} />;
}

function ProductDetail({
  page,
  pratinjau,
}: {
  page: ProdukPage;
  pratinjau: { pratinjau?: string };
}) {
  const { produk } = page;
  const site = useSite();
  // Tersembunyi (reachable by its link only) and a preview are kept out of search engines.
  const previewing = pratinjau.pratinjau !== undefined;
  const listed = produk.status === 'tayang' && !previewing;
  // The chosen colour lives in the URL (?warna={id}), so a shared link opens on it and its
  // link preview shows its photo (docs/product.md §10).
  const [searchParams] = useSearchParams();
  const selected = colourFromSearch(searchParams);

  const colours = page.warna;
  const chosen = colours.find((w) => w.id === selected);
  const photos = galleryPhotos(produk, page.foto, colours, chosen);
  const price = discountedPrice(produk.harga, produk.diskon);
  const sizes = page.ukuran;
  const availability = availabilityOf(
    colours.map((w) => w.id),
    sizes.map((u) => u.id),
    page.habis,
  );
  // "Kabari saya" on the sold-out sizes of the chosen colour (docs/product.md §12 Kabar stok).
  const kabarOptions = kabarOptionsOf(colours, sizes, availability, chosen);
  const path = `/detail/${produk.id}`;
  const colourPath = (w: { id: number } | undefined) =>
    w ? `${path}?${COLOUR_PARAM}=${w.id}` : path;

  return (
    <>
      <ProductHead
        page={page}
        price={price}
        chosen={chosen}
        availability={availability}
        path={path}
        sharePath={colourPath(chosen)}
        listed={listed}
      />
      {previewing && (
        <p
          role="status"
          className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950"
        >
          {copy.produk.pratinjauNotice}
        </p>
      )}
      {/* On a phone the name and the price sit on the first screen under the photo and one row of
          thumbnails, and the order button within one swipe (docs/product.md §2 Product detail): the
          colours come after the price, as the spec orders them, beside the gallery on a desktop. */}
      <article className="mx-auto grid max-w-6xl gap-4 px-4 py-4 md:grid-cols-2 md:gap-8 md:py-10">
        <div>
          {/* A new colour starts its photos from the first. */}
          <ProductGallery
            key={chosen?.id ?? 0}
            label={copy.produk.gallery(produk.nama_produk)}
            photos={photos}
          />
        </div>

        <div className="flex flex-col gap-5">
          <ProductTitlePrice produk={produk} price={price} diskonBerlaku={page.diskonBerlaku} />

          {colours.length > 0 && (
            <ColourChoice
              idProduk={produk.id}
              colours={colours}
              chosen={chosen}
              availability={availability}
              colourPath={colourPath}
            />
          )}

          <div className="flex flex-wrap gap-3">
            <SizeGuide rows={sizes} />
            <ShareButton
              data={{
                title: produk.nama_produk,
                text: copy.share.text(produk.nama_produk, formatRupiah(price), chosen?.warna),
                url: `${site.publicUrl}${colourPath(chosen)}`,
              }}
            />
          </div>

          {availability.any ? (
            <OrderForm
              produkId={produk.id}
              sizes={sizes}
              chosen={chosen}
              availability={availability}
            />
          ) : (
            <p className="rounded-2xl bg-stone-100 p-4 text-sm font-semibold text-stone-800">
              {copy.produk.productSoldOut}
            </p>
          )}

          {kabarOptions.length > 0 && !previewing && (
            <KabariSayaForm produkId={produk.id} options={kabarOptions} />
          )}

          <BuyLinks produk={produk} idWarna={chosen?.id} />
          <ProductDescription text={produk.deskripsi_produk} />
          <ShippingInfo />
        </div>
      </article>

      <ProductTestimonials testimoni={page.testimoni} />
      <ProductRecommendations idProduk={produk.id} />
    </>
  );
}
