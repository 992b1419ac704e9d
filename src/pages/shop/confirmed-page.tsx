import { MailCheck } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { ShopLink } from '../../components/shop/shop-link';
import { copy } from '../../shared/copy';
import { CONFIRMED_PATH } from '../../shared/newsletter-consent';
import { PageMeta } from '../../lib/head';
import { useSite } from '../../lib/site';

// /langganan-dikonfirmasi (docs/product.md §12): the welcome e-mail's confirmation link
// (src-server/modules/promo/confirm-link.ts) confirms on the server and lands here.

export function ConfirmedPage() {
  const site = useSite();
  const [search] = useSearchParams();
  const failed = search.get('gagal') === '1';
  const text = copy.confirmed;
  return (
    <>
      <PageMeta
        title={text.title}
        description={text.title}
        path={CONFIRMED_PATH}
        noindex
        siteName={site.name}
        publicUrl={site.publicUrl}
      />
      <section className="mx-auto max-w-xl px-4 py-14">
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
          <MailCheck aria-hidden size={36} className="text-brand-600" />
          <h1 className="mt-3 text-2xl font-extrabold text-stone-900">{text.title}</h1>
          <p role={failed ? 'alert' : 'status'} className="mt-4 leading-relaxed text-stone-700">
            {failed ? text.failed : text.done}
          </p>
          <ShopLink to="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
            {copy.notFound.backHome}
          </ShopLink>
        </div>
      </section>
    </>
  );
}
