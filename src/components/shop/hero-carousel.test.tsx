// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import { driveCarousels } from './carousel-controls';
import { CAROUSEL_INTERVAL_MS, HeroCarousel, type Slide } from './hero-carousel';

const slides: Slide[] = [1, 2, 3, 4, 5].map((n) => ({
  title: `Slide ${n}`,
  description: `Deskripsi ${n}`,
  button: `Tombol ${n}`,
  to: n % 2 ? '/kategori' : '/penawarankhusus',
  illustration: 'koleksi',
}));

/** The width of a slide, and of the track: jsdom lays nothing out. */
const WIDTH = 300;

/** The slide the track shows (its position) and the one its dots mark, which must agree. */
function shown() {
  const track = screen.getByTestId('carousel-track');
  const dot = screen.getAllByRole('button', { name: /^Slide \d:/ }).findIndex((d) => {
    return d.getAttribute('aria-current') === 'true';
  });
  return { slide: track.scrollLeft / WIDTH + 1, dot: dot + 1 };
}

const tapSlide = () => {
  fireEvent.click(screen.getByText(`Deskripsi ${shown().slide}`));
};

beforeAll(() => {
  // What the page's entry installs (src/entry-client.tsx).
  driveCarousels();
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => WIDTH,
  });
  // An instant scroll, as with reduced motion, and the events a browser sends with it.
  HTMLElement.prototype.scrollTo = function (
    this: HTMLElement,
    options?: ScrollToOptions | number,
  ) {
    this.scrollLeft = typeof options === 'object' ? (options.left ?? 0) : 0;
    this.dispatchEvent(new Event('scroll'));
  };
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('HeroCarousel', () => {
  it('lays every slide out in the track, the first marked current', () => {
    renderPage(<HeroCarousel slides={slides} />);
    expect(screen.getAllByRole('group', { name: /dari 5$/ })).toHaveLength(5);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Slide 1');
    expect(shown()).toEqual({ slide: 1, dot: 1 });
  });

  it('shows the next slide at a tap on one, wrapping after the fifth', () => {
    renderPage(<HeroCarousel slides={slides} />);
    tapSlide();
    expect(shown()).toEqual({ slide: 2, dot: 2 });
    for (let i = 0; i < 3; i++) tapSlide();
    expect(shown()).toEqual({ slide: 5, dot: 5 });
    tapSlide();
    expect(shown()).toEqual({ slide: 1, dot: 1 });
  });

  it('goes one further at a second tap while the first still scrolls', () => {
    renderPage(<HeroCarousel slides={slides} />);
    const track = screen.getByTestId('carousel-track');
    // A smooth scroll: under way, not there yet.
    const scrollTo = vi.spyOn(track, 'scrollTo').mockImplementation(() => undefined);
    fireEvent.click(track);
    fireEvent.click(track);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * WIDTH });
    expect(shown().dot).toBe(3);
  });

  it("shows a dot's slide at a tap on it", () => {
    renderPage(<HeroCarousel slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Slide 4: Slide 4' }));
    expect(shown()).toEqual({ slide: 4, dot: 4 });
    fireEvent.click(screen.getByRole('button', { name: 'Slide 2: Slide 2' }));
    expect(shown()).toEqual({ slide: 2, dot: 2 });
  });

  it("follows a slide's link rather than turning", () => {
    renderPage(<HeroCarousel slides={slides} />);
    fireEvent.click(screen.getByRole('link', { name: 'Tombol 1' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/kategori');
    expect(shown()).toEqual({ slide: 1, dot: 1 });
  });

  it('marks the slide a swipe comes to rest on, once the track is still', () => {
    renderPage(<HeroCarousel slides={slides} />);
    const track = screen.getByTestId('carousel-track');
    for (const left of [100, 350, 600]) {
      track.scrollLeft = left;
      fireEvent.scroll(track);
      act(() => {
        vi.advanceTimersByTime(50);
      });
    }
    expect(shown().dot).toBe(1);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(shown()).toEqual({ slide: 3, dot: 3 });
    tapSlide();
    expect(shown()).toEqual({ slide: 4, dot: 4 });
  });

  it('turns by itself every 7.5 seconds, wrapping after the fifth, and waits again after a tap', () => {
    renderPage(<HeroCarousel slides={slides} />);
    act(() => {
      vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1);
    });
    expect(shown().slide).toBe(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(shown().slide).toBe(2);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    tapSlide();
    expect(shown().slide).toBe(3);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(shown().slide).toBe(3);
    act(() => {
      vi.advanceTimersByTime(2_500);
    });
    expect(shown()).toEqual({ slide: 4, dot: 4 });
    act(() => {
      vi.advanceTimersByTime(2 * CAROUSEL_INTERVAL_MS);
    });
    expect(shown()).toEqual({ slide: 1, dot: 1 });
  });

  it('rests while hovered', () => {
    renderPage(<HeroCarousel slides={slides} />);
    fireEvent.mouseEnter(screen.getByRole('region'));
    act(() => {
      vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3);
    });
    expect(shown().slide).toBe(1);
    fireEvent.mouseLeave(screen.getByRole('region'));
    act(() => {
      vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    });
    expect(shown().slide).toBe(2);
  });

  it('never moves by itself for visitors who asked for reduced motion, and turns at a tap', () => {
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
      act(() => {
        vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2);
      });
      expect(shown().slide).toBe(1);
      tapSlide();
      expect(shown()).toEqual({ slide: 2, dot: 2 });
    } finally {
      window.matchMedia = original;
    }
  });
});
