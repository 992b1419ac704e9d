import { Check, Link2, Share2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { copy } from '../../shared/copy';
import { WhatsappIcon } from './brand-icons';

// "Bagikan" on product pages (docs/product.md §10). Where the browser can share (phones), its
// own share sheet opens (share-controls.ts, installed by the page's entry: at the first tap, not
// once React has taken over); elsewhere, and without JavaScript, a small panel offers WhatsApp
// and copying the link. A <details> element, so the panel opens without any script.

export interface ShareData {
  title: string;
  /** The line before the link: the product's name and price (and colour). */
  text: string;
  url: string;
}

function whatsappShareLink({ text, url }: ShareData): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`;
}

export function ShareButton({ data }: { data: ShareData }) {
  const details = useRef<HTMLDetailsElement>(null);
  const [copied, setCopied] = useState(false);

  // Like a menu: a tap elsewhere or Escape closes the panel.
  useEffect(() => {
    const close = (event: Event) => {
      const panel = details.current;
      if (!panel?.open) return;
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !panel.contains(event.target as Node)
      ) {
        panel.open = false;
      }
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, []);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(data.url);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 3000);
    } catch {
      window.prompt(copy.share.copyPrompt, data.url);
    }
  };

  return (
    <details ref={details} className="group relative w-fit">
      <summary
        // What the share sheet gets, read by share-controls.ts at the tap.
        data-share={JSON.stringify(data)}
        className="flex cursor-pointer list-none items-center gap-2 rounded-full border border-stone-300 bg-white px-5 py-2.5 text-sm font-bold text-stone-700 hover:bg-stone-50 [&::-webkit-details-marker]:hidden"
      >
        <Share2 aria-hidden size={18} />
        {copy.share.button}
      </summary>
      {/* A sheet along the bottom of a phone's screen; a small panel under the button elsewhere. */}
      <div className="fixed inset-x-3 bottom-3 z-40 flex flex-col gap-1 rounded-2xl bg-white p-2 shadow-2xl ring-1 ring-stone-200 sm:absolute sm:inset-x-auto sm:bottom-auto sm:left-0 sm:z-20 sm:mt-2 sm:w-64 sm:shadow-xl">
        <a
          href={whatsappShareLink(data)}
          target="_blank"
          rel="noopener noreferrer"
          className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold text-stone-800 hover:bg-brand-50"
        >
          <WhatsappIcon className="text-[#177a42]" /> {copy.share.whatsapp}
        </a>
        <button
          type="button"
          onClick={() => void copyLink()}
          className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-semibold text-stone-800 hover:bg-brand-50"
        >
          {copied ? <Check aria-hidden size={20} /> : <Link2 aria-hidden size={20} />}
          {copied ? copy.share.copied : copy.share.copy}
        </button>
        <p role="status" className="sr-only">
          {copied ? copy.share.copied : ''}
        </p>
      </div>
    </details>
  );
}
