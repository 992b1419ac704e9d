// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { ShopLink } from './shop-link';

describe('ShopLink', () => {
  it('is a real link to its path', () => {
    renderPage(<ShopLink to="/kategori/gamis">Gamis</ShopLink>);
    expect(screen.getByRole('link', { name: 'Gamis' })).toHaveAttribute('href', '/kategori/gamis');
  });

  it('moves inside the app at a plain click', () => {
    renderPage(<ShopLink to="/testimoni?page=2">Testimoni</ShopLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Testimoni' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/testimoni?page=2');
  });

  it('leaves a click with a key held, another button or a new tab to the browser', () => {
    renderPage(
      <>
        <ShopLink to="/a">A</ShopLink>
        <ShopLink to="/b" target="_blank">
          B
        </ShopLink>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'A' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'A' }), { button: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('lets its own click handler stop the move', () => {
    renderPage(
      <ShopLink to="/faq" onClick={(event) => event.preventDefault()}>
        FAQ
      </ShopLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
