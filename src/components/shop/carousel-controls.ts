// The home page's carousel works without the interactive code (docs/decisions/0015): its slides
// sit side by side in a track that scrolls and snaps, so a finger swipes it with no script at
// all, and a tap on a slide (for the next one, wrapping after the last) or on a dot (for that
// one) scrolls the track from here, the page's tiny entry (src/entry-client.tsx), from the
// moment the page shows to its end. React renders the carousel and turns it every 7.5 s with the
// same functions (hero-carousel.tsx) but never holds which slide is shown: the track's position
// and the dots' `aria-current` say it, so there is nothing to hand over as React takes over.

/** The carousel: its track and its dots. */
export const CAROUSEL = '[data-carousel]';
const TRACK = '[data-carousel-track]';
const DOT = '[data-carousel-dot]';

/**
 * How long the track is still before the slide it rests on is marked current: a swipe's and a
 * smooth scroll's events come every frame until they stop, and a mark half-way would go back.
 */
const SETTLE_MS = 120;

const dotsOf = (carousel: Element) => [...carousel.querySelectorAll(DOT)];

/** The slide the carousel's dots mark as current. */
export function currentSlide(carousel: Element): number {
  return Math.max(
    0,
    dotsOf(carousel).findIndex((dot) => dot.getAttribute('aria-current') === 'true'),
  );
}

function markCurrent(carousel: Element, index: number) {
  dotsOf(carousel).forEach((dot, i) => {
    if (i === index) dot.setAttribute('aria-current', 'true');
    else dot.removeAttribute('aria-current');
  });
}

/**
 * Scrolls the carousel to slide `index`, counted around both ends, and marks it current at once
 * (a second tap during the scroll goes one further). Smoothly unless the visitor asked for
 * reduced motion: the track's `scroll-behavior`.
 */
export function showSlide(carousel: Element, index: number) {
  const track = carousel.querySelector(TRACK);
  if (!track) return;
  const count = track.children.length;
  const slide = ((index % count) + count) % count;
  markCurrent(carousel, slide);
  track.scrollTo({ left: slide * track.clientWidth });
}

let settling: ReturnType<typeof setTimeout> | undefined;

function onScroll(event: Event) {
  const track = event.target;
  if (!(track instanceof Element) || !track.matches(TRACK)) return;
  clearTimeout(settling);
  settling = setTimeout(() => {
    const carousel = track.closest(CAROUSEL);
    if (carousel && track.clientWidth > 0) {
      markCurrent(carousel, Math.round(track.scrollLeft / track.clientWidth));
    }
  }, SETTLE_MS);
}

function onClick(event: MouseEvent) {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const carousel = target.closest(CAROUSEL);
  if (!carousel) return;
  const dot = target.closest(DOT);
  if (dot) showSlide(carousel, dotsOf(carousel).indexOf(dot));
  // A slide's own link goes where it says.
  else if (target.closest(TRACK) && !target.closest('a, button')) {
    showSlide(carousel, currentSlide(carousel) + 1);
  }
}

/**
 * Listens, for the page's whole life, to every carousel it shows, now or once React has drawn
 * one (a page opened in the app).
 */
export function driveCarousels() {
  addEventListener('click', onClick);
  // A scroll does not bubble; its capture passes the window all the same.
  addEventListener('scroll', onScroll, { capture: true, passive: true });
}
