import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { copy } from '../../shared/copy';
import { produkImagePath, warnaImagePath } from '../../shared/images';
import { FixedWidthImage, ResponsiveImage } from './responsive-image';
import type { ProdukFoto } from '../../shared/schemas/foto';
import type { Warna } from '../../shared/schemas/warna';

export interface GalleryPhoto {
  key: string;
  src: string;
  alt: string;
}

/**
 * What the product page's gallery shows, in order (docs/product.md §4 Detail): the product's
 * photos in order (the main photo first), then each colour's own photo; with a colour chosen,
 * that colour's own photo and the photos tied to it come first. The same photos whatever the
 * colour, only their order changes: choosing a colour never adds a row of thumbnails above the
 * swatches just tapped. A product without photo rows (written straight into the database) shows
 * its `foto_produk`.
 */
export function galleryPhotos(
  produk: { id: number; nama_produk: string; foto_produk: string },
  photos: readonly ProdukFoto[],
  colours: readonly Warna[],
  chosen: Warna | undefined,
): GalleryPhoto[] {
  const fromRow = (f: ProdukFoto): GalleryPhoto => ({
    key: `f${f.id}`,
    src: produkImagePath(f.foto),
    alt: f.alt,
  });
  // A colour whose photo is a copy of one of the product's (the editor makes those) shows it once.
  const sameAs = (w: Warna) => photos.find((f) => f.foto === w.foto);
  const ofWarna = (w: Warna): GalleryPhoto => {
    const same = sameAs(w);
    if (same) return fromRow(same);
    return {
      key: `w${w.id}`,
      src: warnaImagePath(produk.id, w.foto),
      alt: copy.produk.colourPhoto(produk.nama_produk, w.warna),
    };
  };
  const all: GalleryPhoto[] = [
    ...(photos.length > 0
      ? photos.map(fromRow)
      : // A Draf saved without a photo (its preview) names none: src/shared/kelengkapan.ts.
        produk.foto_produk === ''
        ? []
        : [{ key: 'utama', src: produkImagePath(produk.foto_produk), alt: produk.nama_produk }]),
    ...colours.filter((w) => w.foto && !sameAs(w)).map(ofWarna),
  ];
  if (!chosen) return all;
  const first = [ofWarna(chosen), ...photos.filter((f) => f.id_warna === chosen.id).map(fromRow)];
  const shown = new Set<string>();
  return [...first, ...all].filter((p) => !shown.has(p.key) && Boolean(shown.add(p.key)));
}

const slideId = (i: number) => `foto-${i + 1}`;

/**
 * The product's photos in a track that scrolls and snaps, so a finger swipes it with no script
 * (as the home carousel, docs/decisions/0015), and thumbnails that are links to each photo
 * (`#foto-2`): before React takes over the browser scrolls the track to it, after it the track
 * scrolls smoothly without moving the page. Only the first photo is fetched at once and first;
 * every picture has its size, so nothing moves as they arrive.
 */
export function ProductGallery({ label, photos }: { label: string; photos: GalleryPhoto[] }) {
  const track = useRef<HTMLDivElement>(null);
  const thumbs = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const count = photos.length;

  useEffect(() => {
    const scroller = track.current;
    if (!scroller || count < 2) return;
    let frame = 0;
    const follow = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const width = scroller.clientWidth || 1;
        setCurrent(Math.min(count - 1, Math.max(0, Math.round(scroller.scrollLeft / width))));
      });
    };
    follow();
    scroller.addEventListener('scroll', follow, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      scroller.removeEventListener('scroll', follow);
    };
  }, [count]);

  // The row of thumbnails scrolls sideways: the marked one is kept in sight (only the row moves).
  useEffect(() => {
    const row = thumbs.current;
    const thumb = row?.children[current];
    if (!row || !thumb) return;
    const shown = row.getBoundingClientRect();
    const box = thumb.getBoundingClientRect();
    // Room for the row's padding, where the mark's ring is drawn.
    const room = 8;
    if (box.left - room < shown.left) row.scrollBy({ left: box.left - room - shown.left });
    else if (box.right + room > shown.right) row.scrollBy({ left: box.right + room - shown.right });
  }, [current]);

  const show = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    const scroller = track.current;
    const slide = scroller?.children[index] as HTMLElement | undefined;
    if (!scroller || !slide) return;
    event.preventDefault();
    scroller.scrollTo({ left: slide.offsetLeft - scroller.offsetLeft });
    setCurrent(index);
  };

  return (
    <div>
      <div
        ref={track}
        role={count > 1 ? 'region' : undefined}
        aria-label={count > 1 ? label : undefined}
        // A track that scrolls is reachable by keyboard (arrow keys scroll it).
        tabIndex={count > 1 ? 0 : undefined}
        data-testid="galeri-foto"
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-3xl bg-brand-50 ring-1 ring-stone-200/70 [scrollbar-width:none] motion-safe:scroll-smooth [&::-webkit-scrollbar]:hidden"
      >
        {photos.map((photo, i) => (
          <div key={photo.key} id={slideId(i)} className="w-full flex-none snap-start snap-always">
            <ResponsiveImage
              src={photo.src}
              // On a phone the photo is drawn as wide as the height it is allowed (the class
              // below) makes it: rarely the whole width. Asking for that width fetches the copy
              // that is shown (640 rather than 960 pixels on most phones), which also decodes in
              // half the time before the first paint.
              sizes="(min-width: 768px) 45vw, min(calc(100vw - 2rem), max(15rem, calc(75svh - 16.875rem)))"
              alt={photo.alt}
              width={900}
              height={1200}
              // The first is the page's largest picture at first sight (its LCP): fetched first,
              // never lazily; the others when the visitor comes near them.
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'low'}
              // On a phone at most the screen's height less what must show under it (a row of
              // thumbnails, the name, the price), so they fit on the first screen even of a short
              // phone; the whole photo is then shown, narrower. svh never changes while the page
              // is open, so nothing moves.
              className="aspect-[3/4] w-full object-cover max-md:max-h-[max(20rem,calc(100svh-22.5rem))] max-md:object-contain"
            />
          </div>
        ))}
      </div>
      {count > 1 && (
        // One row, which scrolls sideways when the thumbnails are more than it holds: a second
        // row would push the name and the price off a phone's first screen. The padding leaves
        // room for the mark's ring.
        <ul
          ref={thumbs}
          aria-label={copy.produk.galleryThumbs}
          className="-mx-1 mt-1 flex gap-2 overflow-x-auto overscroll-x-contain p-1 [scrollbar-width:none] motion-safe:scroll-smooth md:mt-2 [&::-webkit-scrollbar]:hidden"
        >
          {photos.map((photo, i) => (
            <li key={photo.key} className="flex-none">
              <a
                href={`#${slideId(i)}`}
                onClick={(event) => show(event, i)}
                aria-label={copy.produk.galleryThumb(i + 1, count)}
                aria-current={i === current ? 'true' : undefined}
                suppressHydrationWarning
                className="block overflow-hidden rounded-xl ring-2 ring-transparent ring-offset-2 transition hover:ring-stone-300 aria-[current=true]:ring-brand-600"
              >
                <FixedWidthImage
                  src={photo.src}
                  alt=""
                  width={56}
                  height={75}
                  loading="lazy"
                  fetchPriority="low"
                  className="aspect-[3/4] w-12 object-cover md:w-14"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
