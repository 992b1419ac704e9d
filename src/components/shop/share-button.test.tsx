// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import { ShareButton, type ShareData } from './share-button';
import { driveShareButtons } from './share-controls';

const data: ShareData = {
  title: 'Gamis Anak Aisyah',
  text: 'Gamis Anak Aisyah warna Sage – Rp 134.000',
  url: 'https://etalase.example/detail/1?warna=2',
};

const panel = () => screen.getByText('Bagikan').closest('details');

function withShareSheet(share: ((data: unknown) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'share', { configurable: true, value: share });
}

beforeAll(() => {
  // What the page's entry installs (src/entry-client.tsx).
  driveShareButtons();
});
afterEach(() => {
  withShareSheet(undefined);
});

describe('ShareButton', () => {
  it("hands the browser's share sheet the name, the line and the link, and leaves the panel shut", () => {
    const share = vi.fn(() => Promise.resolve());
    withShareSheet(share);
    renderPage(<ShareButton data={data} />);
    fireEvent.click(screen.getByText('Bagikan'));
    expect(share).toHaveBeenCalledExactlyOnceWith(data);
    expect(panel()?.open).toBe(false);
  });

  it('opens the panel when the sheet fails, not when the visitor closes it', async () => {
    withShareSheet(() => Promise.reject(new DOMException('closed', 'AbortError')));
    renderPage(<ShareButton data={data} />);
    fireEvent.click(screen.getByText('Bagikan'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(panel()?.open).toBe(false);
    withShareSheet(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    fireEvent.click(screen.getByText('Bagikan'));
    await waitFor(() => {
      expect(panel()?.open).toBe(true);
    });
  });

  it('opens the panel, with WhatsApp and copying the link, where there is no share sheet', async () => {
    renderPage(<ShareButton data={data} />);
    fireEvent.click(screen.getByText('Bagikan'));
    await waitFor(() => {
      expect(panel()?.open).toBe(true);
    });
    expect(screen.getByRole('link', { name: 'Bagikan ke WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${data.text}\n${data.url}`)}`,
    );
  });
});
