import { ShopLink } from './shop-link';
import { copy } from '../../shared/copy';
import { PageMeta } from '../../lib/head';
import { Illustration } from './illustrations';

/** What an unknown path and a product that does not exist both show (HTTP 404). */
export function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-14 text-center">
      <PageMeta title={copy.notFound.metaTitle} description={copy.notFound.title} noindex />
      <Illustration name="hangat" className="w-full max-w-xs" />
      <h1 className="mt-6 text-2xl font-extrabold text-stone-800 sm:text-3xl">
        {copy.notFound.title}
      </h1>
      <ShopLink
        to="/"
        className="mt-6 rounded-full bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700"
      >
        {copy.notFound.backHome}
      </ShopLink>
    </section>
  );
}
