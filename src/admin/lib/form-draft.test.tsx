// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqAdminPage } from '../pages/faq-admin-page';
import { renderAdmin } from '../test/render-admin';

// An admin form kept as a draft in the tab: a reload (or a trip to the login page) opens the
// form again with what was typed. The product editor keeps its own (produk-editor.test.tsx).

describe('a form’s draft', () => {
  it('bring a new FAQ back after a reload', async () => {
    const faqPage = (keepDrafts: boolean) =>
      renderAdmin(<FaqAdminPage />, {
        path: '/admin/faq',
        keepDrafts,
        handlers: {
          'faq.adminList': () => ({ data: { items: [], total: 0, page: 1, pageSize: 20 } }),
        },
      });
    const first = faqPage(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah FAQ' }));
    const dialog = screen.getByRole('dialog', { name: 'Tambah FAQ' });
    await userEvent.type(within(dialog).getByLabelText('Pertanyaan'), 'Ada ukuran jumbo?');
    await userEvent.type(within(dialog).getByLabelText('Jawaban'), 'Ada, sampai 5XL.');
    first.unmount();

    faqPage(true);
    const again = await screen.findByRole('dialog', { name: 'Tambah FAQ' });
    expect(within(again).getByLabelText('Pertanyaan')).toHaveValue('Ada ukuran jumbo?');
    expect(within(again).getByLabelText('Jawaban')).toHaveValue('Ada, sampai 5XL.');
    expect(within(again).getByRole('status')).toHaveTextContent('dipulihkan');
  });
});
