import { useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { Link } from 'react-router-dom';
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
 * The home hero (docs/product.md §2, §4): cycles through the slides every 7.5 s and on a click, wrapping to
 * the first. Swipes move it too; it rests while hovered or focused, and never moves by itself
 * for visitors who asked for reduced motion.
 */
export function HeroCarousel({ slides }: { slides: readonly Slide[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const count = slides.length;
  const advance = (step = 1) => {
    setIndex((i) => (i + step + count) % count);
  };

  useEffect(() => {
    if (paused || count < 2 || prefersReducedMotion()) return;
    const timer = setTimeout(() => {
      setIndex((i) => (i + 1) % count);
    }, CAROUSEL_INTERVAL_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [index, paused, count]);

  // A swipe is told from a tap by the pointer; a tap is a click, so one made before the page was
  // interactive is replayed as one (src/entry-client.tsx).
  const swiped = useRef(false);
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const dx = event.clientX - start;
    if (Math.abs(dx) <= 40) return;
    swiped.current = true;
    advance(dx < 0 ? 1 : -1);
  };
  const onClick = (event: MouseEvent) => {
    if (swiped.current) swiped.current = false;
    else if (!(event.target as HTMLElement).closest('a, button')) advance();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Sorotan toko"
      className="relative mx-auto max-w-6xl px-3 pt-4 sm:px-4"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        className="relative cursor-pointer touch-pan-y overflow-hidden rounded-3xl bg-white shadow-sm select-none"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onClick={onClick}
        data-replay-click
        data-testid="carousel-track"
      >
        {slides.map((slide, i) => (
          <div
            key={slide.title}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} dari ${count}`}
            aria-hidden={i !== index}
            inert={i !== index}
            className={`grid items-center gap-4 p-6 sm:p-10 md:grid-cols-2 ${i === index ? '' : 'hidden'}`}
          >
            <div>
              <p className="text-xs font-extrabold tracking-[0.2em] text-brand-600 uppercase">
                Busana Muslim Anak
              </p>
              {i === 0 ? (
                <h1 className="mt-2 text-3xl leading-tight font-extrabold text-stone-800 sm:text-5xl">
                  {slide.title}
                </h1>
              ) : (
                <h2 className="mt-2 text-3xl leading-tight font-extrabold text-stone-800 sm:text-5xl">
                  {slide.title}
                </h2>
              )}
              <p className="mt-3 max-w-md text-base leading-relaxed text-stone-600 sm:text-lg">
                {slide.description}
              </p>
              <Link
                to={slide.to}
                className="mt-6 inline-block rounded-full bg-brand-600 px-6 py-3 font-bold text-white shadow-sm hover:bg-brand-700"
              >
                {slide.button}
              </Link>
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
            aria-label={`Slide ${i + 1}: ${slide.title}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => setIndex(i)}
            className="grid size-6 place-items-center"
          >
            <span
              className={`block h-2.5 rounded-full transition-all ${i === index ? 'w-6 bg-brand-600' : 'w-2.5 bg-stone-300'}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
