import { CAROUSEL, driveCarousels } from './components/shop/carousel-controls';
import { driveShareButtons } from './components/shop/share-controls';
import { closeAnnouncementOnTap, hideClosedAnnouncement } from './lib/announcement';
import { PAGE_CHUNKS_ID } from './lib/page-chunks';
import './styles/shop.css';

// The pages are whole without JavaScript: rendered on the server, with real links and forms. The
// code that makes them interactive (React, the router, the page's chunk: about 110 KB compressed)
// is downloaded once the page has loaded and its first screen is painted, after what a visitor
// came to see (on a phone's connection it would otherwise share the line with the page's main
// image and font, and hold up its largest paint), and runs at
// the visitor's first touch, scroll, key, focus or mouse move: a page that is only being looked at
// spends no main-thread time on it, and on a phone the first touch is nearly always the start of a
// scroll, well before a tap on anything that needs a script (docs/decisions/0012). A page showing
// a field to type into on its first screen runs it at once, so nothing typed is lost to a form
// taken over half-way; what a visitor does before React has taken over (a tap on a script-only
// control, a choice in a list, a script-only form sent) is held and done again once it has. The
// first screen's controls that must answer a tap at once work without React altogether: the
// menu, the search and the size guide are popovers the browser opens, and this entry itself turns
// the home page's carousel and opens the share sheet (docs/decisions/0015). It stays under 4 KB;
// the page's chunks are named by the server, so nothing waits for a second round trip.

const FIRST_INTERACTIONS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'wheel',
  'scroll',
  'keydown',
  'focusin',
] as const;

/** Fields a visitor types into; a page showing one on its first screen is made interactive at once. */
const TYPED_FIELDS =
  'main input:not([type="hidden"], [type="checkbox"], [type="radio"], [type="submit"], [type="button"]), main textarea';

/** Set for the page's address once it has reloaded to get scripts that would not load. */
const RELOADED_KEY = 'etalase-reloaded';

let started = false;
/** Whether the page's chunks have been asked for (prefetched, or preloaded by an early start). */
let chunksRequested = false;

function listen(on: boolean) {
  for (const type of FIRST_INTERACTIONS) {
    if (on) addEventListener(type, start, { capture: true, passive: true });
    else removeEventListener(type, start, { capture: true });
  }
}

function pageChunks(): string[] {
  try {
    const list = document.getElementById(PAGE_CHUNKS_ID)?.textContent;
    return list ? (JSON.parse(list) as string[]) : [];
  } catch {
    // Without the list the page's own chunk loads on its own, a round trip later.
    return [];
  }
}

/**
 * The scripts did not load. Offline: the page stays as it is and reloads once back online.
 * Otherwise a deploy has most likely replaced them (the browser also remembers a failed module
 * for the page's life): one reload gets the new page and its scripts. The page works as plain
 * HTML meanwhile, and if the reload does not help either.
 */
function recover() {
  if (!navigator.onLine) {
    addEventListener('online', () => location.reload(), { once: true });
    return;
  }
  try {
    if (sessionStorage.getItem(RELOADED_KEY) === location.href) return;
    sessionStorage.setItem(RELOADED_KEY, location.href);
  } catch {
    return; // no storage (privacy mode): no way to know we reloaded once already
  }
  location.reload();
}

/**
 * The page's chunks and the interactive code, downloaded but not run yet. Once the page has
 * loaded they are only fetched into the browser's cache (`prefetch`): a `modulepreload` would
 * also compile them at once, on the main thread, for a visitor who may only look. Needed right
 * away (an interaction before they were prefetched), they are preloaded as modules, all at once,
 * so the staged imports below never wait for one another's download.
 */
function fetchChunks(rel: 'prefetch' | 'modulepreload') {
  if (chunksRequested) return;
  chunksRequested = true;
  for (const href of pageChunks()) {
    const link = document.createElement('link');
    link.rel = rel;
    if (rel === 'prefetch') link.as = 'script';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * A field on the screen as the page loads could be typed into before anything else happens: the
 * scripts start at once. One further down needs a scroll (or a key) to reach, which starts them
 * in time (the newsletter form at the bottom of the special offers page). Asked of an
 * IntersectionObserver, which answers with the next frame, as measuring the fields here would
 * make the browser lay the page out again on the spot.
 */
function startIfFieldOnScreen() {
  const fields = document.querySelectorAll(TYPED_FIELDS);
  if (fields.length === 0) return;
  const observer = new IntersectionObserver((entries) => {
    observer.disconnect();
    if (entries.some((entry) => entry.isIntersecting)) start();
  });
  for (const field of fields) observer.observe(field);
}

/**
 * What a visitor does before React has taken over, and that only a script makes work, is held
 * back and done again, in order, once it has (React does not replay an event on a page it is
 * still taking over, and it never saw one from before): a click on a script-only button (not a
 * link, nor a submit button of a form with an address, which work without one: a script-only
 * control is a button); a choice in a list (its `change`); the sending of a form without an
 * address. What was typed or ticked stays in the page: React keeps it, and the components read
 * it from there (docs/decisions/0015-no-lost-taps.md).
 */
interface Held {
  element: HTMLElement;
  path: number[];
  text: string | null;
  replay: (element: HTMLElement) => void;
}
let held: Held[] = [];

/** Where an element sits under #root, as child indexes: found again if React replaced it. */
function pathOf(element: Element): number[] {
  const root = document.getElementById('root');
  const path: number[] = [];
  let node = element;
  while (node !== root) {
    const parent = node.parentElement;
    if (!parent) return [];
    path.unshift([...parent.children].indexOf(node));
    node = parent;
  }
  return path;
}

function elementAt(path: number[]): Element | undefined {
  let node: Element | undefined = document.getElementById('root') ?? undefined;
  for (const index of path) node = node?.children[index];
  return node;
}

function hold(event: Event, element: HTMLElement, replay: Held['replay']) {
  // Kept from React too while it takes over, so it happens exactly once, after.
  event.preventDefault();
  event.stopPropagation();
  held.push({ element, path: pathOf(element), text: element.textContent, replay });
  // A choice from a list can come without a touch or a key (a screen reader, a picker).
  start();
}

const scriptOnlyForm = (form: HTMLFormElement | null): form is HTMLFormElement =>
  !!form && !form.hasAttribute('action');

/**
 * A script-only form sent before React has taken over is sent once, after it has (a second tap
 * or Enter meanwhile is the same sending), and shows at once that it is being sent, as it will
 * then: its parts marked `data-sending` are shown ("show") or hidden ("hide"), and React's
 * renders set them by its own state from then on (the newsletter's button).
 */
const sending = new WeakSet<HTMLFormElement>();

function holdSending(
  event: Event,
  form: HTMLFormElement,
  element: HTMLElement,
  replay: Held['replay'],
) {
  if (sending.has(form)) {
    event.preventDefault();
    event.stopPropagation();
    return;
  }
  sending.add(form);
  for (const part of form.querySelectorAll<HTMLElement>('[data-sending]')) {
    part.hidden = part.dataset.sending === 'hide';
  }
  hold(event, element, replay);
}

const click = (element: HTMLElement) => element.click();
const change = (element: HTMLElement) =>
  element.dispatchEvent(new Event('change', { bubbles: true }));
const submit = (element: HTMLElement) => (element as HTMLFormElement).requestSubmit();

function recordClick(event: MouseEvent) {
  if (!(event.target instanceof Element)) return;
  const button = event.target.closest<HTMLElement>('button, [role="button"]');
  // A link, a <summary>, a popover's button (popovertarget) and the carousel's dots work without
  // the interactive code.
  if (!button || button.closest(`a[href], summary, ${CAROUSEL}`)) return;
  if (button.hasAttribute('popovertarget')) return;
  if (button instanceof HTMLButtonElement && button.type === 'submit') {
    if (scriptOnlyForm(button.form)) holdSending(event, button.form, button, click);
    return;
  }
  hold(event, button, click);
}

function recordChange(event: Event) {
  const select = event.target;
  if (!(select instanceof HTMLSelectElement)) return;
  // A list of pages (data-navigate: the path, to which a choice adds "/<value>") goes at once.
  const base = select.dataset.navigate;
  if (base !== undefined) {
    event.stopPropagation();
    location.assign(select.value ? `${base}/${select.value}` : base);
    return;
  }
  // The list shows the last choice; one replay applies it.
  if (held.some((h) => h.element === select)) event.stopPropagation();
  else hold(event, select, change);
}

function recordSubmit(event: SubmitEvent) {
  const form = event.target;
  if (form instanceof HTMLFormElement && scriptOnlyForm(form)) {
    holdSending(event, form, form, submit);
  }
}

const RECORDERS = [
  ['click', recordClick],
  ['change', recordChange],
  ['submit', recordSubmit],
] as const;

function record(on: boolean) {
  for (const [type, recorder] of RECORDERS) {
    if (on) addEventListener(type, recorder as EventListener, { capture: true });
    else removeEventListener(type, recorder as EventListener, { capture: true });
  }
}

/** React marks each element it has taken over with its props (a `__reactProps$…` key). */
const takenOver = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/**
 * The held element once React has taken it over, or nothing. React keeps the server's
 * elements, unless a part of the page had to be drawn anew. A part inside a Suspense boundary (a
 * page's own chunk) can take over a moment after the rest: this waits for it, a few seconds at
 * most.
 */
function takenOverElement({ element, path, text }: Held): Promise<HTMLElement | undefined> {
  let frames = 0;
  return new Promise((resolve) => {
    const check = () => {
      const again = element.isConnected ? element : elementAt(path);
      if (!(again instanceof HTMLElement) || again.textContent !== text) resolve(undefined);
      else if (takenOver(again)) resolve(again);
      else if (++frames < 300) requestAnimationFrame(check);
      else resolve(undefined);
    };
    check();
  });
}

async function replayHeld() {
  record(false);
  const list = held;
  held = [];
  for (const action of list) {
    const element = await takenOverElement(action);
    if (element) action.replay(element);
  }
}

function start() {
  if (started) return;
  started = true;
  listen(false);
  fetchChunks('modulepreload');
  loadInStages().catch(recover);
}

/** Lets the browser run what waits (input, paint) before the next stage. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The interactive code runs its top level one library at a time, each in a task of its own,
 * before the hydration code that uses them all. Imported at once, the whole graph runs in one
 * long task (about 70 ms on a mid-range phone), which blocks a tap for that long; these stages
 * are a chunk each (vite.config.ts). They all download at once all the same: the server lists
 * them with the page's chunks, fetched above (src/lib/page-chunks.ts).
 */
async function loadInStages() {
  // Each import names one export: the bundler then keeps in the chunk only what the pages use.
  await import('react-dom/client').then(({ hydrateRoot }) => hydrateRoot);
  await nextTask();
  await import('react-router-dom').then(({ BrowserRouter }) => BrowserRouter);
  await nextTask();
  await import('@tanstack/react-query').then(({ QueryClient }) => QueryClient);
  await nextTask();
  const { hydratePage } = await import('./hydrate');
  await hydratePage({ onHydrated: () => void replayHeld() });
}

/** Resolves on the next frame's paint having happened (a task after the frame's callbacks). */
const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** The longest the prefetch waits for the largest paint (a browser that never reports one). */
const LARGEST_PAINT_WAIT_MS = 3_000;

/**
 * Resolves once the page's first screen is on the screen: its high-priority pictures decoded,
 * a frame painted after them, and the browser's largest-paint report in. On a slow line the
 * first paint can come well after `load` (the font and the layout come first); scripts fetched
 * before it would share the line with what the visitor is waiting to see, and the largest paint
 * would wait for them (docs/decisions/0012). Bounded, so the code comes anyway.
 */
function firstScreenPainted(): Promise<void> {
  const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  const decoded = Promise.all(
    pictures.map(async (img) => {
      try {
        await img.decode();
      } catch {
        // Not decodable (or no decode() at all): nothing to wait for.
      }
    }),
  );
  const reported = new Promise<void>((resolve) => {
    try {
      if (!PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
        resolve();
        return;
      }
      const observer = new PerformanceObserver(() => {
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    } catch {
      resolve(); // a browser without performance observers
    }
  });
  const painted = Promise.all([decoded, reported]).then(afterNextPaint);
  const bound = new Promise<void>((resolve) => setTimeout(resolve, LARGEST_PAINT_WAIT_MS));
  return Promise.race([painted, bound]);
}

function onLoad() {
  if (started) return;
  startIfFieldOnScreen();
  void firstScreenPainted().then(() => fetchChunks('prefetch'));
}

driveCarousels();
driveShareButtons();
hideClosedAnnouncement();
closeAnnouncementOnTap();
record(true);
listen(true);
if (document.readyState === 'complete') onLoad();
else addEventListener('load', onLoad, { once: true });
