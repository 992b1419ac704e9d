import { useSearchParams } from 'react-router-dom';
import { copy } from '../../shared/copy';
import { TESTIMONI_PAGE_SIZE } from '../../shared/limits';
import { PageHero } from '../../components/shop/page-hero';
import { Pagination } from '../../components/shop/pagination';
import { TestimoniCard } from '../../components/shop/testimoni-card';
import { PageMeta } from '../../lib/head';
import type { Prefetch } from '../../lib/prefetch';
import { isPastLastPage, pageFromSearch } from '../../shared/page-query';
import { NotFound } from '../../components/shop/not-found';
import { useSite } from '../../lib/site';
import { trpc } from '../../lib/trpc';

const input = (page: number) => ({ page, pageSize: TESTIMONI_PAGE_SIZE });

export const prefetchTestimoni: Prefetch = async ({ helpers, search }) => {
  const page = pageFromSearch(search);
  const { total } = await helpers.testimoni.list.fetch(input(page));
  return isPastLastPage(page, total, TESTIMONI_PAGE_SIZE) ? { status: 404 } : undefined;
};

/** /testimoni: 8 per page, page in the URL, pagination hidden for one page (docs/architecture.md §7). */
export function TestimoniPage() {
  const site = useSite();
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const { data, isPlaceholderData } = trpc.testimoni.list.useQuery(input(page), {
    placeholderData: (previous) => previous,
  });
  const pages = data ? Math.ceil(data.total / TESTIMONI_PAGE_SIZE) : 0;
  if (data && !isPlaceholderData && isPastLastPage(page, data.total, TESTIMONI_PAGE_SIZE))
    return <NotFound />;
  return (
    <>
      <PageMeta
        title={copy.pagedTitle('Testimoni', page)}
        description={`Cerita para Bunda yang sudah berbelanja di ${site.name}: foto dan ulasan dari Shopee, Tokopedia dan TikTok.`}
        path={page > 1 ? `/testimoni?page=${page}` : '/testimoni'}
      />
      <PageHero
        title="Testimoni Pelanggan"
        lead="Terima kasih untuk setiap foto dan cerita yang Bunda bagikan. Inilah sebagian kebahagiaan mereka."
        illustration="perempuan"
        compact
      />
      <section className="mx-auto max-w-6xl px-4" aria-label="Daftar testimoni">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {data?.items.map((t) => (
            <li key={t.id}>
              <TestimoniCard testimoni={t} />
            </li>
          ))}
        </ul>
        <Pagination page={page} pages={pages} basePath="/testimoni" />
      </section>
    </>
  );
}
