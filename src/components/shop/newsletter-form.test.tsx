// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeAnswer } from '../../test/fake-trpc';
import { renderPage } from '../../test/render-page';
import { NewsletterForm, SUCCESS_DIALOG_MS } from './newsletter-form';

// The dialog's code loads when it first opens (lazy-modal.tsx); loaded here first, so the 3 s
// the tests count are not spent compiling it.
beforeAll(async () => {
  await import('./modal');
});
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(
  answers: { check?: FakeAnswer; subscribe?: FakeAnswer | (() => Promise<FakeAnswer>) } = {},
) {
  const view = renderPage(<NewsletterForm />, {
    handlers: {
      'promo.check': () => answers.check ?? { data: { exists: false } },
      'promo.subscribe': () => {
        const answer = answers.subscribe ?? { data: { id: 1, email: 'a@b.co', createdAt: '' } };
        return typeof answer === 'function' ? answer() : answer;
      },
    },
  });
  // Radix marks the page behind an open dialog `pointer-events: none`; jsdom cannot see that
  // the dialog itself takes pointer events again.
  const user = userEvent.setup({
    advanceTimers: (ms) => vi.advanceTimersByTime(ms),
    pointerEventsCheck: PointerEventsCheckLevel.Never,
  });
  const submit = async (email: string, { consent = true } = {}) => {
    await user.clear(screen.getByLabelText('Alamat email'));
    if (email) await user.type(screen.getByLabelText('Alamat email'), email);
    const box = screen.getByRole('checkbox', { name: /Saya setuju Etalase menyimpan/ });
    if ((box as HTMLInputElement).checked !== consent) await user.click(box);
    await user.click(screen.getByRole('button', { name: /Daftar|Mendaftarkan/ }));
  };
  return { ...view, user, submit };
}

describe('NewsletterForm', () => {
  it('asks for the unticked consent box before asking the server', async () => {
    const { submit, server } = setup();
    expect(screen.getByRole('checkbox', { name: /Saya setuju Etalase/ })).not.toBeChecked();
    await submit('bunda@mail.com', { consent: false });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Centang persetujuan dulu untuk mendaftar newsletter.',
    );
    expect(server.calls).toEqual([]);
  });

  it('sends what was in the form before React took it over (autofill, a paste, a tick)', async () => {
    const { user, server } = setup();
    // As the page's own HTML would hold them: written past React, with no event it saw.
    const input = screen.getByLabelText('Alamat email');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
      input,
      'isi.otomatis@mail.com',
    );
    const box = screen.getByRole('checkbox', { name: /Saya setuju Etalase/ });
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(box, true);
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(
      await screen.findByRole('dialog', { name: 'Pendaftaran Berhasil!' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(server.calls.map((c) => c.path)).toEqual(['promo.check', 'promo.subscribe']);
    expect(input).toHaveValue('');
    expect(box).not.toBeChecked();
  });

  it('refuses a badly formed address without asking the server', async () => {
    const { submit, server } = setup();
    await submit('bunda@mail');
    expect(screen.getByRole('alert')).toHaveTextContent('Format email tidak valid');
    expect(server.calls).toEqual([]);
  });

  it('checks, signs up a trimmed lower-cased address, confirms, clears the form and closes after 3 s', async () => {
    let release: (answer: FakeAnswer) => void = () => undefined;
    const { submit, server } = setup({
      subscribe: () => new Promise((resolve) => (release = resolve)),
    });
    await submit('  Bunda@Mail.COM ');
    const button = await screen.findByRole('button', { name: 'Mendaftarkan...' });
    expect(button).toBeDisabled();
    await act(async () => {
      release({ data: { id: 1, email: 'bunda@mail.com', createdAt: '' } });
      await vi.advanceTimersByTimeAsync(0);
    });
    // The fake clock also runs with real time (shouldAdvanceTime): the 3 s count from here.
    const signedUpAt = Date.now();
    expect(server.calls.map((c) => [c.path, c.input])).toEqual([
      ['promo.check', { email: 'bunda@mail.com' }],
      ['promo.subscribe', { email: 'bunda@mail.com', persetujuan: true, halaman: '/' }],
    ]);
    // The dialog's code loads on demand: give it time on a busy machine.
    expect(
      await screen.findByRole('dialog', { name: 'Pendaftaran Berhasil!' }, { timeout: 5_000 }),
    ).toHaveTextContent('voucher diskon 10%');
    expect(screen.getByLabelText('Alamat email')).toHaveValue('');
    // Half a second before the 3 s are up it is still open (however long the dialog took to
    // load on a busy machine), and shortly after they are up it has closed.
    await act(() =>
      vi.advanceTimersByTimeAsync(Math.max(0, signedUpAt + SUCCESS_DIALOG_MS - 500 - Date.now())),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Daftar' })).toBeEnabled();
  });

  it('closes the confirmation on Tutup', async () => {
    const { submit, user } = setup();
    await submit('satu@mail.com');
    await user.click(await screen.findByRole('button', { name: 'Tutup' }, { timeout: 5_000 }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['the check finds it', { check: { data: { exists: true } } }, 'Email sudah terdaftar'],
    [
      'the sign-up answers 409',
      { subscribe: { status: 409, message: 'Email sudah terdaftar', code: 'CONFLICT' } },
      'Email sudah terdaftar',
    ],
    [
      'the server fails',
      { subscribe: { status: 500, message: 'x', code: 'INTERNAL_SERVER_ERROR' } },
      'Terjadi kesalahan, silakan coba lagi',
    ],
    [
      'the connection fails',
      { check: 'network-error' as const },
      'Koneksi bermasalah, silakan coba lagi',
    ],
  ])('returns to the form with a message when %s', async (_label, answers, message) => {
    const { submit } = setup(answers);
    await submit('dua@mail.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Daftar' })).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
