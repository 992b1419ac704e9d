// A visitor who closed the announcement bar does not see that announcement again in this
// browser; a new one (another text, link or dates: another key) shows again. Kept in the
// browser, never in a cookie: the server's page is the same for everyone and stays kept
// (docs/decisions/0008, 0016).

export const ANNOUNCEMENT_ID = 'pengumuman';
const CLOSED_KEY = 'etalase-pengumuman-ditutup';

export function isAnnouncementClosed(key: string): boolean {
  try {
    return localStorage.getItem(CLOSED_KEY) === key;
  } catch {
    return false; // storage switched off: the bar simply shows
  }
}

/** Closed on this page even when the browser keeps nothing (storage off or full). */
let closedHere: string | undefined;
const listeners = new Set<() => void>();

export function closeAnnouncement(key: string): void {
  closedHere = key;
  try {
    localStorage.setItem(CLOSED_KEY, key);
  } catch {
    // storage switched off or full: closed for this page only
  }
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: told when the visitor closes the bar. */
export function onAnnouncementClosed(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function closedAnnouncementKey(): string | undefined {
  try {
    return closedHere ?? localStorage.getItem(CLOSED_KEY) ?? undefined;
  } catch {
    return closedHere;
  }
}

/**
 * Run by the page's first script, long before React: hides the bar a visitor closed before.
 * The bar sits at the end of the page, held to the bottom of the screen (position: sticky), so
 * hiding it moves nothing else on the page.
 */
export function hideClosedAnnouncement(): void {
  const bar = document.getElementById(ANNOUNCEMENT_ID);
  const key = bar?.dataset.key;
  if (bar && key && isAnnouncementClosed(key)) bar.hidden = true;
}
