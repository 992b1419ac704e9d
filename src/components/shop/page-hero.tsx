import type { ReactNode } from 'react';
import { Illustration, type IllustrationName } from './illustrations';

/** The banner at the top of an inner page: title, lead text and an illustration. */
export function PageHero({
  title,
  lead,
  illustration,
  compact = false,
  children,
}: {
  title: string;
  lead?: ReactNode;
  illustration: IllustrationName;
  /** Listing pages: on phones the products or answers come first, the picture is left out. */
  compact?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-white/70 to-transparent">
      <div className="mx-auto grid max-w-6xl items-center gap-6 px-4 py-8 sm:py-12 md:grid-cols-[1.1fr_1fr]">
        <div>
          <h1 className="text-3xl leading-tight font-extrabold text-brand-700 sm:text-4xl">
            {title}
          </h1>
          {lead && (
            <div className="mt-3 max-w-prose text-base leading-relaxed text-stone-600 sm:text-lg">
              {lead}
            </div>
          )}
          {children}
        </div>
        <Illustration
          name={illustration}
          className={`mx-auto w-full max-w-md drop-shadow-sm ${compact ? 'hidden md:block' : 'max-md:max-w-xs'}`}
        />
      </div>
    </section>
  );
}

export function SectionTitle({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <h2 id={id} className="text-2xl font-extrabold text-stone-800 sm:text-3xl">
      {children}
    </h2>
  );
}
