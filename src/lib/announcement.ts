// A visitor who closed the announcement bar does not see that announcement again in this
// browser; a new one (another text, link or dates: another key) shows again. Kept in the
// browser, never in a cookie: the server's page is the same for everyone and stays kept
// (docs/decisions/0008, 0016).
//
// Run by the page's first script (src/entry-client.tsx), long before React, and only by it: a
// module the bar's component imported too would be bundled with the shared code, and the tiny
// entry would load React with it. The bar (src/components/shop/announcement-bar.tsx) is plain
// markup: `#pengumuman` with its key in `data-key`, and a `data-tutup` button.

const CLOSED_KEY = 'etalase-pengumuman-ditutup';

function closedKey(): string | null {
  try {
    return localStorage.getItem(CLOSED_KEY);
  } catch {
    return null; // storage switched off: the bar simply shows
  }
}

/**
 * Hides the bar a visitor closed before. This script may run just after the page's first paint,
 * so the bar keeps its place (invisible, out of the accessibility tree): nothing on the page
 * moves. Its place is a strip above the footer; while the page scrolls it is held to the bottom
 * of the screen (position: sticky) and takes no room.
 */
export function hideClosedAnnouncement(): void {
  const bar = document.getElementById('pengumuman');
  const key = bar?.dataset.key;
  if (bar && key && closedKey() === key) bar.style.visibility = 'hidden';
}

/**
 * Closes the bar at a tap on its button, before React has taken over as after: closing needs
 * no React, so the tap is not held for it (and does not start it). The footer below moves up
 * by the bar's height, in answer to the visitor's own tap (not a layout shift the page made).
 */
export function closeAnnouncementOnTap(): void {
  addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element && event.target.closest('[data-tutup]');
      const bar = button && button.closest<HTMLElement>('#pengumuman');
      if (!bar) return;
      event.stopImmediatePropagation();
      bar.hidden = true;
      try {
        localStorage.setItem(CLOSED_KEY, bar.dataset.key ?? '');
      } catch {
        // storage switched off or full: closed on this page only
      }
    },
    { capture: true },
  );
}
