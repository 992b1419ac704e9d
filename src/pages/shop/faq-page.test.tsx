// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { FaqPage, faqNumber } from './faq-page';

const faqs = [
  'Bagaimana cara memesan?',
  'Apakah bisa COD?',
  'Berapa lama pengiriman?',
  'Bisa tukar UKURAN?',
].map((pertanyaan, i) => ({
  id: i + 1,
  pertanyaan,
  jawaban: `Jawaban ${i + 1}`,
  createdAt: '2026-01-01T00:00:00.000Z',
}));

const setup = () => renderPage(<FaqPage />, { handlers: { 'faq.list': () => ({ data: faqs }) } });

describe('FaqPage', () => {
  it('numbers the questions with two digits', async () => {
    setup();
    await screen.findByText('Bagaimana cara memesan?');
    expect(faqNumber(0)).toBe('01');
    expect(faqNumber(11)).toBe('12');
    expect(screen.getByText('04')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Hai, ada yang bisa kami bantu ?',
    );
  });

  it('filters by question text, ignoring case, and keeps the numbers', async () => {
    setup();
    await screen.findByText('Apakah bisa COD?');
    await userEvent.type(screen.getByLabelText('Cari pertanyaan'), 'ukuran');
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getByText('Bisa tukar UKURAN?')).toBeInTheDocument();
    expect(screen.getByText('04')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Cari pertanyaan'));
    await userEvent.type(screen.getByLabelText('Cari pertanyaan'), 'jawaban');
    expect(screen.getByText('Pertanyaan tidak ditemukan.')).toBeInTheDocument();
  });

  it('opens one answer at a time, and closes it on a second click', async () => {
    setup();
    const first = await screen.findByText('Bagaimana cara memesan?');
    const second = screen.getByText('Apakah bisa COD?');
    const details = () => screen.getAllByRole<HTMLDetailsElement>('group');
    await userEvent.click(first);
    expect(details().map((d) => d.open)).toEqual([true, false, false, false]);
    await userEvent.click(second);
    expect(details().map((d) => d.open)).toEqual([false, true, false, false]);
    await userEvent.click(second);
    expect(details().map((d) => d.open)).toEqual([false, false, false, false]);
  });
});
