import { ChevronDown, Search } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { copy } from '../../shared/copy';
import { PageHero } from '../../components/shop/page-hero';
import { PageMeta } from '../../lib/head';
import type { Prefetch } from '../../lib/prefetch';
import { useSite } from '../../lib/site';
import { trpc } from '../../lib/trpc';

const faqInput = { search: '', sort: 'terlama' as const };

export const prefetchFaq: Prefetch = async ({ helpers }) => {
  await helpers.faq.list.prefetch(faqInput);
  return undefined;
};

/** Two-digit numbering of the accordion (docs/product.md §2 FAQ): 01, 02, … */
export const faqNumber = (index: number) => String(index + 1).padStart(2, '0');

/** /FAQ: a question filter and a numbered accordion with one answer open at a time. */
export function FaqPage() {
  const site = useSite();
  const { data = [] } = trpc.faq.list.useQuery(faqInput);
  const [filter, setFilter] = useState('');
  const field = useRef<HTMLInputElement>(null);
  // Typed before the page became interactive (a moment on a slow phone), the words are in the
  // field and React kept them: they filter now (docs/decisions/0015).
  useEffect(() => {
    const typed = field.current?.value;
    if (typed) setFilter(typed);
  }, []);
  const [openId, setOpenId] = useState<number | null>(null);
  const needle = filter.trim().toLowerCase();
  const shown = needle ? data.filter((f) => f.pertanyaan.toLowerCase().includes(needle)) : data;

  const toggle = (event: MouseEvent, id: number) => {
    event.preventDefault();
    setOpenId((current) => (current === id ? null : id));
  };

  return (
    <>
      <PageMeta
        title="FAQ"
        description={`Pertanyaan yang sering ditanyakan tentang pemesanan, ukuran, pengiriman dan pengembalian di ${site.name}.`}
        path="/FAQ"
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: data.map((f) => ({
            '@type': 'Question',
            name: f.pertanyaan,
            acceptedAnswer: { '@type': 'Answer', text: f.jawaban },
          })),
        }}
      />
      <PageHero
        title={copy.faq.heading}
        illustration="tentang"
        compact
        lead="Cari jawabannya di sini, atau hubungi kami lewat WhatsApp bila belum ketemu."
      >
        <div className="relative mt-5 max-w-md">
          <Search
            aria-hidden
            size={18}
            className="absolute top-1/2 left-4 -translate-y-1/2 text-stone-400"
          />
          <label htmlFor="faq-filter" className="sr-only">
            Cari pertanyaan
          </label>
          <input
            ref={field}
            id="faq-filter"
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder="Cari pertanyaan…"
            className="w-full rounded-full border border-stone-300 bg-white py-3 pr-5 pl-11 text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          />
        </div>
      </PageHero>
      <section className="mx-auto max-w-3xl px-4" aria-label="Daftar pertanyaan">
        {shown.length === 0 ? (
          <p className="rounded-2xl bg-white p-8 text-center text-stone-600 ring-1 ring-stone-200">
            {copy.faq.empty}
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {shown.map((f) => {
              const number = faqNumber(data.indexOf(f));
              return (
                <li key={f.id}>
                  <details
                    name="faq"
                    open={openId === f.id}
                    className="group rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/70"
                  >
                    <summary
                      onClick={(e) => toggle(e, f.id)}
                      className="flex cursor-pointer list-none items-center gap-3 p-4 font-bold text-stone-800 [&::-webkit-details-marker]:hidden"
                    >
                      <span className="grid size-9 flex-none place-items-center rounded-full bg-brand-50 text-sm text-brand-700">
                        {number}
                      </span>
                      <span className="flex-1">{f.pertanyaan}</span>
                      <ChevronDown
                        aria-hidden
                        size={20}
                        className="flex-none transition group-open:rotate-180"
                      />
                    </summary>
                    <p className="px-4 pb-4 pl-16 leading-relaxed text-stone-700">{f.jawaban}</p>
                  </details>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
