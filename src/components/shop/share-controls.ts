// "Bagikan" works without the interactive code (docs/decisions/0015): where the browser has a
// share sheet (phones), a tap on the button marked `data-share` (share-button.tsx, with what to
// share as JSON) opens it from here, the page's tiny entry (src/entry-client.tsx), from the moment
// the page shows to its end; the tap is the visitor's own gesture the sheet needs, so it cannot
// wait for React. Elsewhere the button opens its panel (WhatsApp, copying the link) as the
// <details> it is, with no script at all.

function onClick(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest('[data-share]') : null;
  const data = button?.getAttribute('data-share');
  if (!button || !data || typeof navigator.share !== 'function') return;
  // The sheet, not the panel.
  event.preventDefault();
  navigator.share(JSON.parse(data) as ShareData).catch((error: unknown) => {
    // Closing the sheet is not a failure; anything else falls back on the panel.
    if (error instanceof DOMException && error.name === 'AbortError') return;
    const details = button.closest('details');
    if (details) details.open = true;
  });
}

/** Listens, for the page's whole life, to every share button it shows. */
export function driveShareButtons() {
  addEventListener('click', onClick);
}
