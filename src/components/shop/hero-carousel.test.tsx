// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import { CAROUSEL_INTERVAL_MS, HeroCarousel, type Slide } from './hero-carousel';

const slides: Slide[] = [1, 2, 3, 4, 5].map((n) => ({
  title: `Slide ${n}`,
  description: `Deskripsi ${n}`,
  button: `Tombol ${n}`,
  to: n % 2 ? '/kategori' : '/penawarankhusus',
  illustration: 'koleksi',
}));

const current = () => screen.getByRole('heading').textContent;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function click(track: HTMLElement) {
  fireEvent.pointerDown(track, { clientX: 100 });
  fireEvent.pointerUp(track, { clientX: 100 });
  fireEvent.click(track);
}

describe('HeroCarousel', () => {
  it('starts at the first slide and advances every 7.5 seconds, wrapping after the fifth', async () => {
    renderPage(<HeroCarousel slides={slides} />);
    expect(current()).toBe('Slide 1');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CAROUSEL_INTERVAL_MS - 1);
    });
    expect(current()).toBe('Slide 1');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(current()).toBe('Slide 2');
    for (let i = 0; i < 3; i++)
      await act(async () => {
        await vi.advanceTimersByTimeAsync(CAROUSEL_INTERVAL_MS);
      });
    expect(current()).toBe('Slide 5');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CAROUSEL_INTERVAL_MS);
    });
    expect(current()).toBe('Slide 1');
  });

  it('advances on a click and restarts the wait', async () => {
    renderPage(<HeroCarousel slides={slides} />);
    const track = screen.getByTestId('carousel-track');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    click(track);
    expect(current()).toBe('Slide 2');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(current()).toBe('Slide 2');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_500);
    });
    expect(current()).toBe('Slide 3');
  });

  it('moves with swipes both ways and wraps backwards', () => {
    renderPage(<HeroCarousel slides={slides} />);
    const track = screen.getByTestId('carousel-track');
    fireEvent.pointerDown(track, { clientX: 300 });
    fireEvent.pointerUp(track, { clientX: 100 });
    expect(current()).toBe('Slide 2');
    fireEvent.pointerDown(track, { clientX: 100 });
    fireEvent.pointerUp(track, { clientX: 300 });
    fireEvent.pointerDown(track, { clientX: 100 });
    fireEvent.pointerUp(track, { clientX: 300 });
    expect(current()).toBe('Slide 5');
  });

  it('takes a mouse swipe for one move, and a click with no pointer before it (a tap replayed) for one', () => {
    renderPage(<HeroCarousel slides={slides} />);
    const track = screen.getByTestId('carousel-track');
    fireEvent.pointerDown(track, { clientX: 300 });
    fireEvent.pointerUp(track, { clientX: 100 });
    fireEvent.click(track);
    expect(current()).toBe('Slide 2');
    fireEvent.click(track);
    expect(current()).toBe('Slide 3');
  });

  it('rests while hovered', async () => {
    renderPage(<HeroCarousel slides={slides} />);
    fireEvent.mouseEnter(screen.getByRole('region'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CAROUSEL_INTERVAL_MS * 3);
    });
    expect(current()).toBe('Slide 1');
    fireEvent.mouseLeave(screen.getByRole('region'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CAROUSEL_INTERVAL_MS);
    });
    expect(current()).toBe('Slide 2');
  });

  it('never moves by itself for visitors who asked for reduced motion', async () => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      ({
        matches: query.includes('reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList;
    try {
      renderPage(<HeroCarousel slides={slides} />);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(CAROUSEL_INTERVAL_MS * 2);
      });
      expect(current()).toBe('Slide 1');
      click(screen.getByTestId('carousel-track'));
      expect(current()).toBe('Slide 2');
    } finally {
      window.matchMedia = original;
    }
  });
});
