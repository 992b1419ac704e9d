import { Navigate, Route, Routes } from 'react-router-dom';
import { adminCopy } from '../shared/admin-copy';
import { trpc } from '../lib/trpc';
import { SiteProvider } from '../lib/site';
import { AdminLayout } from './components/admin-layout';
import { StatusPage } from './components/status-page';
import { LoadingRows } from './components/ui';
import { useMe } from './lib/me';
import { AkunPage } from './pages/akun-page';
import { DashboardPage } from './pages/dashboard-page';
import { FaqAdminPage } from './pages/faq-admin-page';
import { PenawaranAdminPage } from './pages/penawaran-admin-page';
import { DiskonAdminPage } from './pages/diskon-admin-page';
import { KotakKeluarPage, SurelPage } from './pages/kotak-keluar-page';
import { KampanyeAdminPage } from './pages/kampanye-admin-page';
import { KampanyeEditorPage } from './pages/kampanye-editor-page';
import { SinonimAdminPage } from './pages/sinonim-admin-page';
import { ProdukAdminPage } from './pages/produk-admin-page';
import { ProdukEditorPage } from './pages/produk-editor-page';
import { SampahAdminPage } from './pages/sampah-admin-page';
import { PengaturanAdminPage } from './pages/pengaturan-admin-page';
import { PromoAdminPage } from './pages/promo-admin-page';
import { RiwayatAdminPage } from './pages/riwayat-admin-page';
import { TestimoniAdminPage } from './pages/testimoni-admin-page';
import { UkuranAdminPage } from './pages/ukuran-admin-page';
import { UserAdminPage } from './pages/user-admin-page';
import { WarnaAdminPage } from './pages/warna-admin-page';

// The admin routes of docs/product.md §2, nested under /admin. The server let this page through only with
// a live session; the User page is the main admin's (the server refuses others anyway).

function MainAdminOnly({ children }: { children: React.ReactNode }) {
  const me = useMe();
  if (!me.isMainAdmin) {
    return (
      <StatusPage
        title={adminCopy.forbidden.title}
        body={adminCopy.forbidden.body}
        back={adminCopy.forbidden.back}
      />
    );
  }
  return children;
}

export function AdminApp() {
  // The shop's name and links are needed by the frame; everything else loads per page.
  const site = trpc.site.settings.useQuery(undefined, { staleTime: Infinity });
  if (!site.data) return <LoadingRows label={adminCopy.common.loading} />;
  return (
    <SiteProvider>
      <Routes>
        <Route path="/admin" element={<AdminLayout />}>
          <Route index element={<DashboardPage />} />
          <Route path="produk" element={<ProdukAdminPage />} />
          <Route path="produk/baru" element={<ProdukEditorPage />} />
          <Route path="produk/:id" element={<ProdukEditorPage />} />
          <Route path="warna" element={<WarnaAdminPage />} />
          <Route path="ukuran" element={<UkuranAdminPage />} />
          <Route path="testimoni" element={<TestimoniAdminPage />} />
          <Route path="faq" element={<FaqAdminPage />} />
          <Route path="penawaran" element={<PenawaranAdminPage />} />
          <Route path="sinonim" element={<SinonimAdminPage />} />
          <Route path="promo" element={<PromoAdminPage />} />
          <Route path="akun" element={<AkunPage />} />
          <Route
            path="user"
            element={
              <MainAdminOnly>
                <UserAdminPage />
              </MainAdminOnly>
            }
          />
          <Route
            path="sampah"
            element={
              <MainAdminOnly>
                <SampahAdminPage />
              </MainAdminOnly>
            }
          />
          <Route
            path="kotak-keluar"
            element={
              <MainAdminOnly>
                <KotakKeluarPage />
              </MainAdminOnly>
            }
          />
          <Route
            path="kotak-keluar/:id"
            element={
              <MainAdminOnly>
                <SurelPage />
              </MainAdminOnly>
            }
          />
          <Route
            path="kampanye"
            element={
              <MainAdminOnly>
                <KampanyeAdminPage />
              </MainAdminOnly>
            }
          />
          <Route
            path="kampanye/:id"
            element={
              <MainAdminOnly>
                <KampanyeEditorPage />
              </MainAdminOnly>
            }
          />
          <Route
            path="diskon"
            element={
              <MainAdminOnly>
                <DiskonAdminPage />
              </MainAdminOnly>
            }
          />
          <Route
            path="pengaturan"
            element={
              <MainAdminOnly>
                <PengaturanAdminPage />
              </MainAdminOnly>
            }
          />
          <Route
            path="riwayat"
            element={
              <MainAdminOnly>
                <RiwayatAdminPage />
              </MainAdminOnly>
            }
          />
          <Route
            path="*"
            element={<StatusPage title={adminCopy.notFound.title} back={adminCopy.notFound.back} />}
          />
        </Route>
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Routes>
    </SiteProvider>
  );
}
