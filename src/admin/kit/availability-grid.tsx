import { Check, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { adminCopy } from '../../shared/admin-copy';
import { kabarStokCopy } from '../../shared/kabar-stok';
import type { KetersediaanGrid as Grid, KetersediaanRow } from '../../shared/schemas/ketersediaan';
import { swatchColour } from '../../shared/warna-swatch';
import { KabarStokList, useKabarMenunggu } from '../components/kabar-stok-panel';

// A product's availability as a grid of sizes × colours (docs/product.md §10 Availability):
// each cell one toggle button, so marking a size Habis is one tap on a phone, and an optional
// count beneath it (0 is Habis). Self-contained and controlled (the value is the caller's), so
// a dialog or a product editor can hold it and save it with the rest.

const copy = adminCopy.ketersediaan;

export type CellState = Pick<KetersediaanRow, 'tersedia' | 'stok'>;
/** The grid's value: every cell of the product's grid by its key (cellKeyOf). */
export type GridValue = Record<string, CellState>;

const AVAILABLE: CellState = { tersedia: true, stok: null };

/** A colour or size of the grid; `key` joins the cell keys (`{colour}:{size}`). */
export interface GridAxis {
  key: string;
  label: string;
  dot?: string;
}

/** The key of the "no colour" / "no size" side. */
const NONE = '0';

export const cellKeyOf = (colour: string, size: string) => `${colour}:${size}`;

/** The axes of a stored product's grid, keyed by id. */
export function axesOf(grid: Grid): { colours: GridAxis[]; sizes: GridAxis[] } {
  return gridAxes(
    grid.warna.map((w) => ({ key: String(w.id), warna: w.warna, kode_warna: w.kode_warna })),
    grid.ukuran.map((u) => ({ key: String(u.id), usia: u.usia, ukuran: u.ukuran })),
  );
}

/** A grid's axes from colours and sizes; a product without either has one "any" cell that side. */
export function gridAxes(
  warna: readonly { key: string; warna: string; kode_warna: string | null }[],
  ukuran: readonly { key: string; usia: string; ukuran: string }[],
): { colours: GridAxis[]; sizes: GridAxis[] } {
  return {
    colours:
      warna.length > 0
        ? warna.map((w) => ({
            key: w.key,
            label: w.warna,
            dot: swatchColour(w.kode_warna, w.warna),
          }))
        : [{ key: NONE, label: copy.anyColour }],
    sizes:
      ukuran.length > 0
        ? ukuran.map((u) => ({ key: u.key, label: u.usia ? `${u.ukuran} · ${u.usia}` : u.ukuran }))
        : [{ key: NONE, label: copy.anySize }],
  };
}

const idOf = (axis: GridAxis) => (axis.key === NONE ? null : Number(axis.key));

/** The grid's value as stored: unmarked cells are available. */
export function gridValueOf(grid: Grid): GridValue {
  const { colours, sizes } = axesOf(grid);
  const value: GridValue = {};
  for (const w of colours) {
    for (const u of sizes) value[cellKeyOf(w.key, u.key)] = AVAILABLE;
  }
  for (const cell of grid.cells) {
    const key = cellKeyOf(String(cell.id_warna ?? NONE), String(cell.id_ukuran ?? NONE));
    if (key in value) value[key] = { tersedia: cell.tersedia, stok: cell.stok };
  }
  return value;
}

/** Every cell, as `ketersediaan.save` takes them. */
export function gridCellsOf(grid: Grid, value: GridValue): KetersediaanRow[] {
  const { colours, sizes } = axesOf(grid);
  return colours.flatMap((w) =>
    sizes.map((u) => ({
      id_warna: idOf(w),
      id_ukuran: idOf(u),
      ...(value[cellKeyOf(w.key, u.key)] ?? AVAILABLE),
    })),
  );
}

/**
 * The grid as both the list's dialog and the product editor show it: an intro, the "show counts"
 * switch with the caller's `actions` beside it, the grid with who
 * waits for each cell, and (for a stored product) the list of who waits.
 */
export function KetersediaanField({
  intro,
  idProduk,
  caption,
  axes,
  value,
  onChange,
  initialShowStok,
  actions,
}: {
  intro: string;
  /** The stored product's id (none for a new one): who waits for its cells. */
  idProduk: number | undefined;
  caption: string;
  axes: { colours: readonly GridAxis[]; sizes: readonly GridAxis[] };
  value: GridValue;
  onChange: (value: GridValue) => void;
  /** Whether the counts show at first (the product has one). */
  initialShowStok: boolean;
  actions?: ReactNode;
}) {
  const waiting = useKabarMenunggu(idProduk);
  const [showStok, setShowStok] = useState(initialShowStok);
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-600">{intro}</p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-stone-700">
          <input
            type="checkbox"
            checked={showStok}
            onChange={(event) => setShowStok(event.target.checked)}
            className="size-5 accent-brand-600"
          />
          {copy.showStok}
        </label>
        {actions}
      </div>
      <KetersediaanGrid
        caption={caption}
        {...axes}
        value={value}
        onChange={onChange}
        showStok={showStok}
        waiting={waiting}
      />
      {idProduk !== undefined && (
        <KabarStokList
          idProduk={idProduk}
          total={Object.values(waiting).reduce((sum, n) => sum + n, 0)}
        />
      )}
    </div>
  );
}

/** One cell: the Tersedia/Habis toggle, who waits for it, and its count when counts are shown. */
function GridCell({
  cell,
  colour,
  size,
  waiting,
  showStok,
  onSet,
}: {
  cell: CellState;
  colour: string;
  size: string;
  waiting: number;
  showStok: boolean;
  onSet: (cell: CellState) => void;
}) {
  return (
    <>
      <button
        type="button"
        aria-pressed={cell.tersedia}
        aria-label={copy.cellLabel(colour, size)}
        onClick={() =>
          onSet({
            tersedia: !cell.tersedia,
            // A count goes with the mark: Habis is 0, Tersedia again has none.
            stok: cell.stok === null ? null : cell.tersedia ? 0 : null,
          })
        }
        className={`flex min-h-12 w-full min-w-24 items-center justify-center gap-1.5 rounded-xl border-2 px-2 text-sm font-bold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
          cell.tersedia
            ? 'border-emerald-600 bg-emerald-50 text-emerald-800'
            : 'border-dashed border-stone-400 bg-stone-100 text-stone-700'
        }`}
      >
        {cell.tersedia ? (
          <Check className="size-4" aria-hidden="true" />
        ) : (
          <X className="size-4" aria-hidden="true" />
        )}
        {cell.tersedia ? copy.tersedia : copy.habis}
      </button>
      {waiting > 0 && (
        <p
          className="mt-1 text-center text-xs font-bold text-amber-900"
          title={kabarStokCopy.cellWaiting(waiting, colour, size)}
        >
          <span aria-hidden="true">{kabarStokCopy.waiting(waiting)}</span>
          <span className="sr-only">{kabarStokCopy.cellWaiting(waiting, colour, size)}</span>
        </p>
      )}
      {showStok && (
        <input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          aria-label={copy.stokLabel(colour, size)}
          placeholder={copy.stokPlaceholder}
          value={cell.stok ?? ''}
          onChange={(event) => {
            const text = event.target.value.trim();
            const stok = text === '' ? null : Math.max(0, Math.trunc(Number(text)));
            onSet({
              stok: Number.isFinite(stok) ? stok : null,
              tersedia: stok === null ? cell.tersedia : stok > 0,
            });
          }}
          className="mt-1 min-h-11 w-full min-w-24 rounded-lg border border-stone-300 px-2 text-center text-sm"
        />
      )}
    </>
  );
}

export function KetersediaanGrid({
  caption,
  colours,
  sizes,
  value,
  onChange,
  showStok,
  waiting = {},
}: {
  /** Names the table for screen readers (the product's name). */
  caption: string;
  colours: readonly GridAxis[];
  sizes: readonly GridAxis[];
  value: GridValue;
  onChange: (value: GridValue) => void;
  /** Shows a count field under each cell. */
  showStok: boolean;
  /** How many wait for a back-in-stock e-mail, by cell key (docs/product.md §12 Kabar stok). */
  waiting?: Readonly<Record<string, number>>;
}) {
  const captionId = useId();
  const set = (key: string, cell: CellState) => onChange({ ...value, [key]: cell });
  const cells = Object.values(value);
  const habis = cells.filter((c) => !c.tersedia).length;
  const totalWaiting = Object.entries(waiting)
    .filter(([key]) => key in value)
    .reduce((sum, [, n]) => sum + n, 0);

  return (
    <div className="space-y-2">
      <p id={captionId} className="text-sm font-semibold text-stone-700" aria-live="polite">
        {copy.summary(habis, cells.length)}
        {totalWaiting > 0 && (
          <span className="ml-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
            {kabarStokCopy.total(totalWaiting)}
          </span>
        )}
      </p>
      <div className="-mx-5 overflow-x-auto px-5">
        <table className="border-separate border-spacing-1.5" aria-describedby={captionId}>
          <caption className="sr-only">{copy.caption(caption)}</caption>
          <thead>
            <tr>
              <th
                scope="col"
                className="sticky left-0 z-10 bg-white px-1 text-left text-xs font-bold text-stone-600"
              >
                {copy.sizes}
              </th>
              {colours.map((w) => (
                <th
                  key={w.key}
                  scope="col"
                  className="min-w-24 px-1 text-xs font-bold text-stone-700"
                >
                  <span className="flex items-center justify-center gap-1.5">
                    {w.dot && (
                      <span
                        aria-hidden="true"
                        className="size-3 flex-none rounded-full ring-1 ring-stone-900/20 ring-inset"
                        style={{ backgroundColor: w.dot }}
                      />
                    )}
                    {w.label}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sizes.map((u) => (
              <tr key={u.key}>
                <th
                  scope="row"
                  className="sticky left-0 z-10 bg-white pr-2 text-left text-sm font-semibold whitespace-nowrap text-stone-800"
                >
                  {u.label}
                </th>
                {colours.map((w) => {
                  const key = cellKeyOf(w.key, u.key);
                  const cell = value[key] ?? AVAILABLE;
                  return (
                    <td key={key} className="p-0 align-top">
                      <GridCell
                        cell={cell}
                        colour={w.label}
                        size={u.label}
                        waiting={waiting[key] ?? 0}
                        showStok={showStok}
                        onSet={(next) => set(key, next)}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
