import { ExternalLink, Plus, type LucideIcon } from 'lucide-react';
import {
  useEffect,
  useId,
  type ButtonHTMLAttributes,
  type ComponentProps,
  type ReactNode,
} from 'react';
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

const iconButtonTones = {
  /** On a white dialog. */
  plain: 'text-stone-600 hover:bg-stone-100 focus-visible:outline-brand-600',
  /** On the brand-coloured header and menu. */
  brand: 'hover:bg-brand-600 focus-visible:outline-white',
};

/**
 * A button that is only an icon, named by its label (close, open the menu). Props and ref pass
 * to the button, so a Radix trigger or close can take it `asChild`.
 */
export function IconButton({
  label,
  icon: Icon,
  tone,
  iconClassName = 'size-5',
  className = '',
  ...button
}: {
  label: string;
  icon: LucideIcon;
  tone: keyof typeof iconButtonTones;
  iconClassName?: string;
} & ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-label={label}
      className={`rounded-lg p-2 focus-visible:outline-2 ${iconButtonTones[tone]} ${className}`}
      {...button}
    >
      <Icon className={iconClassName} aria-hidden="true" />
    </button>
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

const titleWeights = { bold: 'font-bold', extrabold: 'font-extrabold' };

/**
 * A white card of a page, named by its heading: a part of a form, a dashboard panel. The caller
 * gives its spacing (`className`); the heading's id is the caller's when a fixed one is wanted.
 */
export function SectionCard({
  title,
  id,
  className,
  titleWeight = 'bold',
  children,
}: {
  title: string;
  id?: string;
  className: string;
  titleWeight?: keyof typeof titleWeights;
  children: ReactNode;
}) {
  const ownId = useId();
  const headingId = id ?? ownId;
  return (
    <section
      aria-labelledby={headingId}
      className={`${className} rounded-2xl border border-stone-200 bg-white shadow-sm`}
    >
      <h2 id={headingId} className={`text-lg ${titleWeights[titleWeight]} text-stone-900`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What a list or a panel says when it has nothing to show: a dashed box, `className` its room. */
export function EmptyNote({ className, children }: { className: string; children: ReactNode }) {
  return (
    <p
      className={`rounded-xl border border-dashed border-stone-300 text-center text-stone-600 ${className}`}
    >
      {children}
    </p>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <EmptyNote className="bg-white px-4 py-10">{children}</EmptyNote>;
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
