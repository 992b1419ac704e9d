/** The shop's wordmark with a small garment mark (drawn here). */
export function Logo({ name }: { name: string }) {
  return (
    <span className="flex items-center gap-2">
      <svg viewBox="0 0 64 64" width="34" height="34" aria-hidden>
        <rect width="64" height="64" rx="18" fill="#2f6b5e" />
        <path d="M22 18l6-3q4 4 8 0l6 3 8 7-4 6-4-3v21q-10 3-20 0V28l-4 3-4-6z" fill="#f6e7c8" />
        <circle cx="32" cy="34" r="3" fill="#f3c6c0" />
      </svg>
      <span className="text-xl font-extrabold tracking-tight text-brand-700">{name}</span>
    </span>
  );
}
