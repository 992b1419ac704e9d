import { useEffect, useRef, useState } from 'react';
import { ShopLink } from './shop-link';
import { currentSlide, showSlide } from './carousel-controls';
import { Illustration, type IllustrationName } from './illustrations';

export const CAROUSEL_INTERVAL_MS = 7_500;

export interface Slide {
  title: string;
  description: string;
  button: string;
  to: string;
  illustration: IllustrationName;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The home hero (docs/product.md §2, §4): five slides in a track that scrolls and snaps, so a
 * finger swipes it with no script, and that a tap on a slide or a dot turns from the page's first
 * moment (carousel-controls.ts, installed by the page's entry). Here it only turns by itself
 * every 7.5 s, wrapping to the first, resting while hovered or focused and never for visitors who
 * asked for reduced motion. Which slide is shown lives in the page (the track's position, the
 * dots' `aria-current`), not in React's state: what a visitor did before React took over stays.
 */
export function HeroCarousel({ slides }: { slides: readonly Slide[] }) {
  const [paused, setPaused] = useState(false);
  const carousel = useRef<HTMLElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const count = slides.length;

  useEffect(() => {
    const section = carousel.current;
    const scroller = track.current;
    if (!section || !scroller || paused || count < 2 || prefersReducedMotion()) return;
    // Any move, a visitor's or its own, starts the wait again.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        showSlide(section, currentSlide(section) + 1);
      }, CAROUSEL_INTERVAL_MS);
    };
    wait();
    scroller.addEventListener('scroll', wait, { passive: true });
    return () => {
      clearTimeout(timer);
      scroller.removeEventListener('scroll', wait);
    };
  }, [paused, count]);

  return (
    <section
      ref={carousel}
      data-carousel=""
      aria-roledescription="carousel"
      aria-label="Sorotan toko"
      className="relative mx-auto max-w-6xl px-3 pt-4 sm:px-4"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {/* As tall as the tallest slide, so the page below never moves as the slides turn. */}
      <div
        ref={track}
        data-carousel-track=""
        data-testid="carousel-track"
        className="flex cursor-pointer snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-3xl bg-white shadow-sm select-none [scrollbar-width:none] motion-safe:scroll-smooth [&::-webkit-scrollbar]:hidden"
      >
        {slides.map((slide, i) => (
          <div
            key={slide.title}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} dari ${count}`}
            className="grid w-full flex-none snap-start snap-always content-center items-center gap-4 p-6 sm:p-10 md:grid-cols-2"
          >
            <div>
              <p className="text-xs font-extrabold tracking-[0.2em] text-brand-600 uppercase">
                Busana Muslim Anak
              </p>
              <SlideTitle first={i === 0}>{slide.title}</SlideTitle>
              <p className="mt-3 max-w-md text-base leading-relaxed text-stone-600 sm:text-lg">
                {slide.description}
              </p>
              <ShopLink
                to={slide.to}
                className="mt-6 inline-block rounded-full bg-brand-600 px-6 py-3 font-bold text-white shadow-sm hover:bg-brand-700"
              >
                {slide.button}
              </ShopLink>
            </div>
            <Illustration name={slide.illustration} className="mx-auto w-full max-w-md" />
          </div>
        ))}
      </div>
      <div className="mt-3 flex justify-center gap-2" role="group" aria-label="Pilih slide">
        {slides.map((slide, i) => (
          <button
            key={slide.title}
            type="button"
            data-carousel-dot=""
            aria-label={`Slide ${i + 1}: ${slide.title}`}
            // The first as the page comes; then the carousel's controls mark the current one,
            // before React takes over as after (carousel-controls.ts).
            aria-current={i === 0 ? 'true' : undefined}
            suppressHydrationWarning
            className="group grid size-6 place-items-center"
          >
            <span className="block h-2.5 w-2.5 rounded-full bg-stone-300 transition-all group-aria-[current=true]:w-6 group-aria-[current=true]:bg-brand-600" />
          </button>
        ))}
      </div>
    </section>
  );
}

/** The first slide's title is the page's heading; the others sit below it. */
function SlideTitle({ first, children }: { first: boolean; children: string }) {
  const Heading = first ? 'h1' : 'h2';
  return (
    <Heading className="mt-2 text-3xl leading-tight font-extrabold text-stone-800 sm:text-5xl">
      {children}
    </Heading>
  );
}
