import { copy } from '../../../shared/copy';
import { PRODUCT_TESTIMONI_COUNT } from '../../../shared/limits';
import type { ProdukPage } from '../../../shared/schemas/produk-page';
import { trpc } from '../../../lib/trpc';
import { SectionTitle } from '../page-hero';
import { ProductCard, ProductGrid } from '../product-card';
import { TestimoniCard } from '../testimoni-card';

/** The product's testimonials, when it has any. */
export function ProductTestimonials({ testimoni }: { testimoni: ProdukPage['testimoni'] }) {
  if (testimoni.length === 0) return null;
  return (
    <section className="mx-auto mt-4 max-w-6xl px-4" aria-labelledby="ulasan-produk">
      <SectionTitle id="ulasan-produk">{copy.produk.testimonials}</SectionTitle>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {testimoni.slice(0, PRODUCT_TESTIMONI_COUNT).map((t) => (
          <li key={t.id}>
            <TestimoniCard testimoni={t} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Other products to look at, chosen once on the server (prefetchProduct) and carried along. */
export function ProductRecommendations({ idProduk }: { idProduk: number }) {
  const recommendations = trpc.produk.recommendations.useQuery(
    { id: idProduk },
    { staleTime: Infinity },
  );
  return (
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
  );
}
