import { ExternalLink, Plus } from 'lucide-react';
import { useEffect, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { imageSrcSet, produkImagePath } from '../../shared/images';
import { adaFoto } from '../../shared/kelengkapan';

// The admin area's small building blocks: buttons, badges, page header, empty and loading
// states. Tailwind classes live here once so the screens look alike.

type Tone = 'primary' | 'secondary' | 'danger' | 'ghost';

const tones: Record<Tone, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-600/60',
  secondary:
    'border border-stone-300 bg-white text-stone-800 hover:bg-stone-50 disabled:text-stone-400',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/60',
  ghost: 'text-stone-700 hover:bg-stone-100',
};

export function buttonClass(tone: Tone = 'primary', size: 'md' | 'sm' = 'md'): string {
  return [
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    'disabled:cursor-not-allowed',
    size === 'md' ? 'min-h-10 px-4 py-2 text-sm' : 'min-h-8 px-3 py-1 text-sm',
    tones[tone],
  ].join(' ');
}

export function Button({
  tone = 'primary',
  size = 'md',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: Tone; size?: 'md' | 'sm' }) {
  return <button type={type} className={`${buttonClass(tone, size)} ${className}`} {...props} />;
}

/** A link that looks like a button and opens its page in a new tab (the shop's pages). */
export function NewTabButtonLink({
  href,
  tone,
  rel = 'noopener noreferrer',
  children,
}: {
  href: string;
  tone: Tone;
  /** Without noreferrer where the shop's own page may know it was opened from the admin. */
  rel?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel={rel} className={buttonClass(tone)}>
      <ExternalLink className="size-4" aria-hidden="true" />
      {children}
    </a>
  );
}

/** The page header's button that opens an empty add form. */
export function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button onClick={onClick}>
      <Plus className="size-4" aria-hidden="true" />
      {children}
    </Button>
  );
}

export function Spinner({ className = 'size-4' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`${className} inline-block animate-spin rounded-full border-2 border-current border-r-transparent`}
    />
  );
}

export function PageHeader({
  title,
  intro,
  action,
}: {
  title: string;
  intro?: string;
  action?: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · Admin`;
  }, [title]);
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-extrabold text-stone-900">{title}</h1>
        {intro && <p className="mt-1 text-sm text-stone-600">{intro}</p>}
      </div>
      {action}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-10 text-center text-stone-600">
      {children}
    </p>
  );
}

export function LoadingRows({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-stone-600">
      <Spinner className="size-5" />
      {label}
    </div>
  );
}

export function Thumbnail({ src, srcSet, alt }: { src?: string; srcSet?: string; alt: string }) {
  if (!src) return <span className="block size-12 shrink-0 rounded-lg bg-stone-200" />;
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes="48px"
      alt={alt}
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      className="size-12 shrink-0 rounded-lg bg-stone-100 object-cover"
    />
  );
}

/** A product's main photo as a thumbnail; a Draf saved without one (src/shared/kelengkapan.ts) shows the blank. */
export function ProdukThumbnail({ foto }: { foto: string }) {
  if (!adaFoto(foto)) return <Thumbnail alt="" />;
  const src = produkImagePath(foto);
  return <Thumbnail src={src} srcSet={imageSrcSet(src)} alt="" />;
}

export function Badge({
  children,
  tone = 'neutral',
}: {
  children: ReactNode;
  tone?: 'neutral' | 'brand' | 'sun';
}) {
  const colours = {
    neutral: 'bg-stone-100 text-stone-700',
    brand: 'bg-brand-100 text-brand-700',
    sun: 'bg-amber-100 text-amber-900',
  };
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ${colours[tone]}`}>
      {children}
    </span>
  );
}
