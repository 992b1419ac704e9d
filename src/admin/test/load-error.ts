import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { FakeAnswer, FakeCall, FakeHandler } from '../../test/fake-trpc';

// A list whose load failed shows why and "Coba lagi", never its empty text; the button loads again.

export const serverFailure: FakeAnswer = {
  status: 500,
  code: 'INTERNAL_SERVER_ERROR',
  message: 'Terjadi kesalahan pada server. Silakan coba lagi.',
};

/** A load that fails the first time and answers `answer` after that. */
export function failingOnce(answer: FakeAnswer): FakeHandler {
  let calls = 0;
  return () => (calls++ === 0 ? serverFailure : answer);
}

/** Checks the failed state in place of the list, then presses "Coba lagi" and sees it load again. */
export async function retryFailedLoad(server: { calls: FakeCall[] }, path: string) {
  const alert = (await screen.findByText('Data gagal dimuat.')).closest('[role="alert"]');
  expect(alert).not.toBeNull();
  expect(alert).toHaveTextContent('Terjadi kesalahan pada server. Silakan coba lagi.');
  expect(screen.queryByText(/Tidak ada data|Belum ada/)).not.toBeInTheDocument();
  const loads = server.calls.filter((c) => c.path === path).length;
  await userEvent.click(within(alert as HTMLElement).getByRole('button', { name: 'Coba lagi' }));
  await waitFor(() =>
    expect(server.calls.filter((c) => c.path === path).length).toBeGreaterThan(loads),
  );
}
