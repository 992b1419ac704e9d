import type { RouteObject } from 'react-router-dom';
import { ShopLayout } from './components/shop/shop-layout';
import type { Prefetch } from './lib/prefetch';
import { AboutPage } from './pages/shop/about-page';
import { CategoryPage, prefetchCategory } from './pages/shop/category-page';
import { ContactPage } from './pages/shop/contact-page';
import { FaqPage, prefetchFaq } from './pages/shop/faq-page';
import { HomePage, prefetchHome } from './pages/shop/home-page';
import { HowToOrderPage } from './pages/shop/how-to-order-page';
import { LoginPage } from './pages/shop/login-page';
import { NotFoundPage, prefetchNotFound } from './pages/shop/not-found-page';
import { OffersPage, prefetchOffers } from './pages/shop/offers-page';
import { prefetchProduct, ProductPage } from './pages/shop/product-page';
import { ReturnPolicyPage } from './pages/shop/return-policy-page';
import { prefetchTestimoni, TestimoniPage } from './pages/shop/testimoni-page';
import { WashingGuidePage } from './pages/shop/washing-guide-page';

export interface RouteHandle {
  prefetch?: Prefetch;
}

const page = (path: string, element: React.ReactNode, prefetch?: Prefetch): RouteObject => ({
  path,
  element,
  caseSensitive: true,
  handle: { prefetch } satisfies RouteHandle,
});

/** Every public route of SPEC §2, in one table (the admin area is its own app, src/admin). */
export const routes: RouteObject[] = [
  // The admin login stands alone, without the shop's top bar and footer.
  page('/login', <LoginPage />),
  {
    element: <ShopLayout />,
    children: [
      page('/', <HomePage />, prefetchHome),
      page('/kategori', <CategoryPage />, prefetchCategory),
      page('/kategori/:filter', <CategoryPage />, prefetchCategory),
      page('/detail/:id', <ProductPage />, prefetchProduct),
      page('/caraorder', <HowToOrderPage />),
      page('/testimoni', <TestimoniPage />, prefetchTestimoni),
      page('/penawarankhusus', <OffersPage />, prefetchOffers),
      page('/kontakkami', <ContactPage />),
      page('/tentangkami', <AboutPage />),
      page('/FAQ', <FaqPage />, prefetchFaq),
      page('/kebijakan', <ReturnPolicyPage />),
      page('/panduan', <WashingGuidePage />),
      page('*', <NotFoundPage />, prefetchNotFound),
    ],
  },
];
