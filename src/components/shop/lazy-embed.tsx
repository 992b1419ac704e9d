import { Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/**
 * A third-party frame that costs nothing until wanted (docs/architecture.md §8): a map appears once scrolled
 * into view, a video only after a click. Until then no request leaves for the other host.
 */
export function LazyEmbed({
  src,
  title,
  trigger,
  aspect = 'aspect-video',
}: {
  src: string;
  title: string;
  trigger: 'visible' | 'click';
  aspect?: string;
}) {
  const [shown, setShown] = useState(false);
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (trigger !== 'visible' || shown || !holder.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setShown(true);
    });
    observer.observe(holder.current);
    return () => {
      observer.disconnect();
    };
  }, [trigger, shown]);

  return (
    <div
      ref={holder}
      className={`relative overflow-hidden rounded-2xl bg-brand-50 ring-1 ring-stone-200 ${aspect}`}
    >
      {shown ? (
        <iframe
          src={src}
          title={title}
          className="absolute inset-0 h-full w-full"
          loading="lazy"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          onClick={() => setShown(true)}
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 font-bold text-brand-700"
        >
          <span className="grid size-16 place-items-center rounded-full bg-white shadow-md">
            <Play aria-hidden size={28} />
          </span>
          {trigger === 'click' ? `Putar ${title}` : `Tampilkan ${title}`}
        </button>
      )}
    </div>
  );
}
