// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serverFailure } from '../test/load-error';
import { renderAdmin } from '../test/render-admin';
import { DashboardPage } from './dashboard-page';

describe('DashboardPage', () => {
  it('shows each failed part with "Coba lagi" instead of empty counts and panels', async () => {
    const { server } = renderAdmin(<DashboardPage />, {
      handlers: {
        'stats.dashboard': () => serverFailure,
        'klik.summary': () => serverFailure,
        'pencarian.zeroResults': () => serverFailure,
        'klik.produk': () => serverFailure,
        'pencarian.top': () => serverFailure,
      },
    });
    await waitFor(() => expect(screen.getAllByText('Data gagal dimuat.')).toHaveLength(5));
    expect(screen.queryByText(/Belum ada/)).not.toBeInTheDocument();
    const retries = screen.getAllByRole('button', { name: 'Coba lagi' });
    expect(retries).toHaveLength(5);

    const loads = server.calls.filter((c) => c.path === 'stats.dashboard').length;
    const counters = screen.getAllByRole('alert')[0];
    await userEvent.click(
      within(counters as HTMLElement).getByRole('button', { name: 'Coba lagi' }),
    );
    await waitFor(() =>
      expect(server.calls.filter((c) => c.path === 'stats.dashboard').length).toBe(loads + 1),
    );
  });
});
