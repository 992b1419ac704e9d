import { Ruler, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { copy } from '../../shared/copy';
import { keluarProdukPath, MARKETPLACE_KANAL } from '../../shared/keluar';
import { imageSrcSet, warnaImagePath } from '../../shared/images';
import { produkShareImagePath } from '../../shared/share-images';
import { PRODUCT_TESTIMONI_COUNT } from '../../shared/limits';
import { availabilityOf } from '../../shared/ketersediaan';
import { PRATINJAU_PARAM } from '../../shared/limits';
import { discountedPrice, formatRupiah, soldText } from '../../shared/price';
import type { ProdukPage } from '../../shared/schemas/produk-page';
import { marketplaces, WhatsappIcon } from '../../components/shop/brand-icons';
import { ClickOutLink } from '../../components/shop/click-out-link';
import { KabariSayaForm, kabarOptionsOf } from '../../components/shop/kabari-saya-form';
import { NotFound } from '../../components/shop/not-found';
import { OrderForm } from '../../components/shop/order-form';
import { PopoverClose, PopoverDialog } from '../../components/shop/popover-dialog';
import { SectionTitle } from '../../components/shop/page-hero';
import { ProductCard, ProductGrid } from '../../components/shop/product-card';
import { galleryPhotos, ProductGallery } from '../../components/shop/product-gallery';
import { ShareButton } from '../../components/shop/share-button';
import { SizeTable } from '../../components/shop/size-table';
import { TestimoniCard } from '../../components/shop/testimoni-card';
import { categoryTrail } from '../../components/shop/category-trail';
import { PageMeta } from '../../lib/head';
import { breadcrumbList, jsonLdGraph } from '../../lib/structured-data';
import { productStructuredData } from '../../lib/product-structured-data';
import type { Prefetch } from '../../lib/prefetch';
import { COLOUR_PARAM, colourFromSearch } from '../../shared/page-query';
import { useSite } from '../../lib/site';
import { trpc } from '../../lib/trpc';

/** Choosing a colour changes the URL but not the page: it stays where it is (shop-layout.tsx). */
const KEEP_SCROLL = { keepScroll: true };

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
  const recommendations = trpc.produk.recommendations.useQuery(
    { id: produk.id },
    { staleTime: Infinity },
  );
  // The chosen colour lives in the URL (?warna={id}), so a shared link opens on it and its
  // link preview shows its photo (docs/product.md §10).
  const [searchParams] = useSearchParams();
  const selected = colourFromSearch(searchParams);
  const [descriptionOpen, setDescriptionOpen] = useState(true);

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
  const links = MARKETPLACE_KANAL.filter((key) => produk[`link_${key}`]);
  const path = `/detail/${produk.id}`;
  const productUrl = `${site.publicUrl}${path}`;
  const colourPath = (w: { id: number } | undefined) =>
    w ? `${path}?${COLOUR_PARAM}=${w.id}` : path;

  const productJsonLd = () =>
    jsonLdGraph(
      productStructuredData({
        id: produk.id,
        name: produk.nama_produk,
        description: produk.deskripsi_produk,
        category: produk.kategori,
        brand: site.name,
        url: productUrl,
        price,
        colours,
        sizes,
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
    <>
      <PageMeta
        title={produk.nama_produk}
        description={copy.produk.metaDescription(
          produk.nama_produk,
          formatRupiah(price),
          produk.diskon,
          firstSentence(produk.deskripsi_produk),
        )}
        path={path}
        sharePath={colourPath(chosen)}
        // A JPEG of the main photo (or the chosen colour's): chats preview it everywhere.
        image={produkShareImagePath(produk.id, chosen?.id)}
        type="product"
        price={price}
        noindex={!listed}
        jsonLd={listed ? productJsonLd() : undefined}
        siteName={site.name}
        publicUrl={site.publicUrl}
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
          <div>
            <h1 className="text-2xl leading-tight font-extrabold text-stone-800 sm:text-3xl">
              {produk.nama_produk}
            </h1>
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 md:mt-3">
              <span className="text-3xl font-extrabold text-brand-700">{formatRupiah(price)}</span>
              {produk.diskon > 0 && (
                <>
                  <span className="rounded-full bg-rose-600 px-2.5 py-0.5 text-sm font-bold text-white">
                    -{produk.diskon}%
                  </span>
                  <s className="text-stone-600">
                    <span className="sr-only">{copy.produk.originalPrice} </span>
                    {formatRupiah(produk.harga)}
                  </s>
                </>
              )}
            </div>
            <p className="mt-1 text-sm text-stone-600">{soldText(produk.jumlah_terjual)}</p>
          </div>

          {colours.length > 0 && (
            <fieldset>
              <legend className="text-sm font-bold text-stone-700">
                {copy.produk.colour}
                {chosen ? `: ${chosen.warna}` : ''}
              </legend>
              <ul className="mt-2 flex flex-wrap gap-3">
                {colours.map((w) => {
                  const src = warnaImagePath(produk.id, w.foto);
                  const isSelected = w.id === selected;
                  const soldOut = !availability.colour(w.id);
                  return (
                    <li key={w.id}>
                      <Link
                        to={colourPath(isSelected ? undefined : w)}
                        replace
                        preventScrollReset
                        state={KEEP_SCROLL}
                        aria-current={isSelected ? 'true' : undefined}
                        aria-label={
                          soldOut
                            ? copy.produk.colourSoldOut(w.warna)
                            : copy.produk.colourButton(w.warna)
                        }
                        className={`relative block overflow-hidden rounded-xl ring-2 ring-offset-2 transition ${isSelected ? 'ring-brand-600' : 'ring-transparent hover:ring-stone-300'}`}
                      >
                        <img
                          src={src}
                          srcSet={imageSrcSet(src)}
                          sizes="64px"
                          alt=""
                          width={64}
                          height={85}
                          loading="lazy"
                          className={`aspect-[3/4] w-16 object-cover ${soldOut ? 'opacity-60' : ''}`}
                        />
                        {soldOut && (
                          <span
                            aria-hidden="true"
                            className="absolute inset-x-0 bottom-0 bg-stone-900/85 py-0.5 text-center text-[0.7rem] font-bold text-white"
                          >
                            {copy.produk.habis}
                          </span>
                        )}
                      </Link>
                      <span className="mt-1 block max-w-16 truncate text-center text-xs text-stone-600">
                        {w.warna}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
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

          <section aria-labelledby="beli">
            <h2 id="beli" className="text-sm font-bold text-stone-700">
              {copy.produk.buy}
            </h2>
            <div className="mt-2 flex flex-wrap gap-2">
              {links.map((key) => (
                <ClickOutLink
                  key={key}
                  href={keluarProdukPath(produk.id, key)}
                  className={`rounded-full px-5 py-3 text-sm font-bold shadow-sm ${marketplaces[key].className}`}
                >
                  {marketplaces[key].label}
                </ClickOutLink>
              ))}
              <ClickOutLink
                href={keluarProdukPath(produk.id, 'whatsapp', chosen?.id)}
                className="inline-flex items-center gap-2 rounded-full bg-[#177a42] px-5 py-3 text-sm font-bold text-white shadow-sm hover:bg-[#136637]"
              >
                <WhatsappIcon /> {copy.produk.askWhatsapp}
              </ClickOutLink>
            </div>
          </section>

          <section className="rounded-2xl bg-white ring-1 ring-stone-200/70">
            <h2>
              <button
                type="button"
                aria-expanded={descriptionOpen}
                aria-controls="deskripsi"
                onClick={() => setDescriptionOpen((open) => !open)}
                className="flex w-full items-center justify-between px-4 py-3 text-left font-bold text-stone-800"
              >
                {copy.produk.description}
                <span aria-hidden>{descriptionOpen ? '−' : '+'}</span>
              </button>
            </h2>
            <div
              id="deskripsi"
              hidden={!descriptionOpen}
              className="px-4 pb-4 text-sm leading-relaxed whitespace-pre-line text-stone-700"
            >
              {produk.deskripsi_produk.trim() || copy.produk.descriptionFallback}
            </div>
          </section>

          <section className="rounded-2xl bg-brand-50 p-4 text-sm leading-relaxed text-stone-700">
            <h2 className="font-bold text-stone-800">{copy.produk.shipping.title}</h2>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {copy.produk.shipping.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </section>
        </div>
      </article>

      {page.testimoni.length > 0 && (
        <section className="mx-auto mt-4 max-w-6xl px-4" aria-labelledby="ulasan-produk">
          <SectionTitle id="ulasan-produk">{copy.produk.testimonials}</SectionTitle>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {page.testimoni.slice(0, PRODUCT_TESTIMONI_COUNT).map((t) => (
              <li key={t.id}>
                <TestimoniCard testimoni={t} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="mx-auto mt-12 max-w-6xl px-4" aria-labelledby="rekomendasi">
        <SectionTitle id="rekomendasi">{copy.produk.recommendations}</SectionTitle>
        <div className="mt-5">
          <ProductGrid>
            {recommendations.data?.map((p) => (
              <li key={p.id}>
                <ProductCard produk={p} />
              </li>
            ))}
          </ProductGrid>
        </div>
      </section>
    </>
  );
}

const SIZE_GUIDE_ID = 'panduan-ukuran';

/** The size guide: a popover the browser opens before any script has run (popover-dialog.tsx). */
function SizeGuide({ rows }: { rows: Parameters<typeof SizeTable>[0]['rows'] }) {
  return (
    <>
      <button
        type="button"
        disabled={rows.length === 0}
        aria-haspopup="dialog"
        popoverTarget={SIZE_GUIDE_ID}
        className="flex w-fit items-center gap-2 rounded-full border border-brand-600 px-5 py-2.5 text-sm font-bold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-stone-300 disabled:text-stone-400 disabled:hover:bg-transparent"
      >
        <Ruler aria-hidden size={18} />
        {copy.produk.sizeGuide}
      </button>
      <PopoverDialog
        id={SIZE_GUIDE_ID}
        labelledBy={`${SIZE_GUIDE_ID}-judul`}
        describedBy={`${SIZE_GUIDE_ID}-catatan`}
        overlayClassName="fixed inset-0 z-40 bg-stone-900/50"
        panelClassName="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[94vw] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-cream p-5 shadow-2xl sm:p-6"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${SIZE_GUIDE_ID}-judul`} className="text-xl font-extrabold text-stone-800">
            {copy.produk.sizeGuide}
          </h2>
          <PopoverClose
            target={SIZE_GUIDE_ID}
            label={copy.produk.closeSizeGuide}
            className="grid size-10 flex-none place-items-center rounded-full hover:bg-brand-50"
          >
            <X aria-hidden size={20} />
          </PopoverClose>
        </div>
        <p id={`${SIZE_GUIDE_ID}-catatan`} className="mt-1 mb-4 text-sm text-stone-600">
          {copy.produk.sizeNote}
        </p>
        <SizeTable rows={rows} />
      </PopoverDialog>
    </>
  );
}

function firstSentence(text: string): string {
  const sentence = text.split(/(?<=\.)\s/)[0] ?? '';
  return sentence.length > 160 ? `${sentence.slice(0, 157)}…` : sentence;
}
