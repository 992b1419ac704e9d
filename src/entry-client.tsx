import { PAGE_CHUNKS_ID } from './lib/page-chunks';
import './styles/app.css';

// The pages are whole without JavaScript: rendered on the server, with real links and forms. The
// code that makes them interactive (React, the router, the page's chunk: about 110 KB compressed) therefore
// loads after what a visitor came to see, once the page has loaded or at the first touch, key or
// focus, whichever comes first. On a phone's connection it would otherwise share the line with the
// page's main image and font, and show it later (docs/architecture.md §8). This entry stays about
// 1 KB; the page's chunks are named by the server and fetched together with the rest,
// so hydration waits for no second round trip.

const FIRST_INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** Set for the page's address once it has reloaded to get scripts that would not load. */
const RELOADED_KEY = 'etalase-reloaded';

let started = false;

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

function start() {
  if (started) return;
  started = true;
  listen(false);
  for (const href of pageChunks()) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  import('./hydrate').then(({ hydratePage }) => hydratePage()).catch(recover);
}

if (document.readyState === 'complete') {
  start();
} else {
  addEventListener('load', start, { once: true });
  listen(true);
}
