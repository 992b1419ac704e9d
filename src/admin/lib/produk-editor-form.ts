import { copy } from '../../shared/copy';
import { produkImagePath, stagedImagePath, warnaImagePath } from '../../shared/images';
import type {
  ProdukEditorData,
  ProdukEditorDraft,
  ProdukEditorSaveInput,
} from '../../shared/schemas/produk-editor';
import { instantOnShopClock, shopClockAt } from '../../shared/shop-clock';
import type { ProdukStatus } from '../../shared/tayang';
import { NEUTRAL_SWATCH, swatchColour } from '../../shared/warna-swatch';
import { groupDigits } from './money-typing';

// The product editor's form (docs/product.md §5 Editor produk) as plain data: what the inputs
// hold, made from a stored product, a duplicated one or nothing, and turned into the save's
// input. Colours and sizes end with one blank row the admin types into (a new blank row then
// appears), so adding one is never a separate tap; blank rows are left out of the save.

export interface EditorFoto {
  key: string;
  /** A stored photo of the product… */
  id?: number;
  /** …or a staged upload. */
  berkas?: string;
  src: string;
  /** Blank: the default the server writes. */
  alt: string;
  /** The key of the colour the photo shows, or '' for every colour. */
  warna: string;
  /** The garment's colour read from a staged photo (a swatch's default). */
  kodeWarna?: string;
}

/**
 * Which photo a colour shows: by default (`otomatis`) the product's photo marked with it, else
 * its main photo; or its stored one, its own new upload, or one of the product's chosen.
 */
export type EditorWarnaFoto =
  | { sumber: 'otomatis' }
  | { sumber: 'tetap'; src: string }
  | { sumber: 'berkas'; berkas: string; src: string; kodeWarna: string }
  | { sumber: 'foto'; fotoKey: string };

export interface EditorWarna {
  key: string;
  id?: number;
  warna: string;
  /** '' until the admin picks a swatch: then the name's known colour, or the photo's. */
  kode_warna: string;
  foto: EditorWarnaFoto;
}

export interface EditorUkuran {
  key: string;
  id?: number;
  usia: string;
  ukuran: string;
  panjang_atasan: string;
  panjang_tangan: string;
  panjang_bawahan: string;
  lingkar_dada: string;
}

export interface EditorCell {
  tersedia: boolean;
  stok: number | null;
}

export interface EditorValues {
  nama_produk: string;
  harga: string;
  diskon: string;
  jumlah_terjual: string;
  kategori: string;
  deskripsi_produk: string;
  link_shopee: string;
  link_tokopedia: string;
  link_tiktok: string;
  status: ProdukStatus;
  /** On the shop's clock, as a datetime-local input holds it (`2026-12-12T08:00`), or ''. */
  tayang_mulai: string;
  tayang_sampai: string;
  foto: EditorFoto[];
  warna: EditorWarna[];
  ukuran: EditorUkuran[];
  /** Marked cells by `{warna key}:{ukuran key}` ('0' for "no colour" / "no size"). */
  ketersediaan: Record<string, EditorCell>;
}

export const NO_AXIS = '0';

let counter = 0;
/** A key for a row new in this editor (never a number: stored rows are keyed by their id). */
export const newKey = (prefix: string) => `${prefix}${++counter}${Date.now().toString(36)}`;

export const blankWarna = (): EditorWarna => ({
  key: newKey('w'),
  warna: '',
  kode_warna: '',
  foto: { sumber: 'otomatis' },
});

export const blankUkuran = (): EditorUkuran => ({
  key: newKey('u'),
  usia: '',
  ukuran: '',
  panjang_atasan: '',
  panjang_tangan: '',
  panjang_bawahan: '',
  lingkar_dada: '',
});

export const isBlankWarna = (w: EditorWarna) => w.id === undefined && w.warna.trim() === '';
export const isBlankUkuran = (u: EditorUkuran) =>
  u.id === undefined &&
  [u.usia, u.ukuran, u.panjang_atasan, u.panjang_tangan, u.panjang_bawahan, u.lingkar_dada].every(
    (v) => v.trim() === '',
  );

const text = (value: string | null | undefined) => value ?? '';

type UkuranSource = Pick<EditorUkuran, 'usia' | 'ukuran'> &
  Record<
    'panjang_atasan' | 'panjang_tangan' | 'panjang_bawahan' | 'lingkar_dada',
    string | null | undefined
  >;

/** A size row of the editor from a saved or duplicated size: its measures as text. */
const ukuranRowOf = (key: string, u: UkuranSource) => ({
  key,
  usia: u.usia,
  ukuran: u.ukuran,
  panjang_atasan: text(u.panjang_atasan),
  panjang_tangan: text(u.panjang_tangan),
  panjang_bawahan: text(u.panjang_bawahan),
  lingkar_dada: text(u.lingkar_dada),
});

export function emptyEditor(): EditorValues {
  return {
    nama_produk: '',
    harga: '',
    diskon: '',
    jumlah_terjual: '',
    kategori: '',
    deskripsi_produk: '',
    link_shopee: '',
    link_tokopedia: '',
    link_tiktok: '',
    // A new product is prepared before it is shown (docs/product.md §11).
    status: 'draf',
    tayang_mulai: '',
    tayang_sampai: '',
    foto: [],
    warna: [blankWarna()],
    ukuran: [blankUkuran()],
    ketersediaan: {},
  };
}

function detailsOf(produk: ProdukEditorDraft['produk'], timeZone: string) {
  const onShopClock = (instant: string | null) =>
    instant === null ? '' : shopClockAt(Date.parse(instant), timeZone);
  return {
    nama_produk: produk.nama_produk,
    harga: groupDigits(String(produk.harga)),
    diskon: String(produk.diskon),
    jumlah_terjual: String(produk.jumlah_terjual),
    kategori: produk.kategori,
    deskripsi_produk: produk.deskripsi_produk,
    link_shopee: text(produk.link_shopee),
    link_tokopedia: text(produk.link_tokopedia),
    link_tiktok: text(produk.link_tiktok),
    status: produk.status,
    tayang_mulai: onShopClock(produk.tayang_mulai),
    tayang_sampai: onShopClock(produk.tayang_sampai),
  };
}

const cellsOf = (
  cells: readonly {
    warna: string | null;
    ukuran: string | null;
    tersedia: boolean;
    stok: number | null;
  }[],
) =>
  Object.fromEntries(
    cells.map((c) => [
      `${c.warna ?? NO_AXIS}:${c.ukuran ?? NO_AXIS}`,
      { tersedia: c.tersedia, stok: c.stok },
    ]),
  );

/** A stored product as the editor opens it (stored rows keyed by their id). */
export function editorFromData(data: ProdukEditorData, timeZone: string): EditorValues {
  const fotoKey = new Map(data.foto.map((f) => [f.foto, `f${f.id}`]));
  return {
    ...detailsOf(data.produk, timeZone),
    foto: data.foto.map((f) => ({
      key: `f${f.id}`,
      id: f.id,
      src: produkImagePath(f.foto),
      alt: f.alt,
      warna: f.id_warna === null ? '' : String(f.id_warna),
    })),
    warna: [
      ...data.warna.map((w) => {
        // A colour showing one of the product's photos (same file) keeps pointing at it.
        const same = fotoKey.get(w.foto);
        return {
          key: String(w.id),
          id: w.id,
          warna: w.warna,
          kode_warna: w.kode_warna ?? '',
          foto: same
            ? { sumber: 'foto' as const, fotoKey: same }
            : { sumber: 'tetap' as const, src: warnaImagePath(data.produk.id, w.foto) },
        };
      }),
      blankWarna(),
    ],
    ukuran: [
      ...data.ukuran.map((u) => ({ ...ukuranRowOf(String(u.id), u), id: u.id })),
      blankUkuran(),
    ],
    ketersediaan: cellsOf(
      data.ketersediaan.map((c) => ({
        warna: c.id_warna === null ? null : String(c.id_warna),
        ukuran: c.id_ukuran === null ? null : String(c.id_ukuran),
        tersedia: c.tersedia,
        stok: c.stok,
      })),
    ),
  };
}

/** A duplicated product: every photo staged, every row new. */
export function editorFromDraft(draft: ProdukEditorDraft, timeZone: string): EditorValues {
  const foto = draft.foto.map((f, i) => ({
    key: `s${i}`,
    berkas: f.berkas,
    src: stagedImagePath(f.berkas),
    alt: f.alt,
    warna: f.warna ?? '',
  }));
  return {
    ...detailsOf(draft.produk, timeZone),
    foto,
    warna: [
      ...draft.warna.map((w) => ({
        key: w.key,
        warna: w.warna,
        kode_warna: w.kode_warna,
        foto:
          w.foto.sumber === 'berkas'
            ? {
                sumber: 'berkas' as const,
                berkas: w.foto.berkas,
                src: stagedImagePath(w.foto.berkas),
                kodeWarna: w.kode_warna,
              }
            : w.foto.sumber === 'foto'
              ? { sumber: 'foto' as const, fotoKey: foto[w.foto.ke]?.key ?? '' }
              : { sumber: 'otomatis' as const },
      })),
      blankWarna(),
    ],
    ukuran: [...draft.ukuran.map((u) => ukuranRowOf(u.key, u)), blankUkuran()],
    ketersediaan: cellsOf(draft.ketersediaan),
  };
}

/** The colour's swatch: the one picked, else the name's known colour, else its photo's. */
export function swatchOf(w: EditorWarna, foto: readonly EditorFoto[]): string {
  if (w.kode_warna) return w.kode_warna;
  const byName = swatchColour(null, w.warna);
  if (byName !== NEUTRAL_SWATCH) return byName;
  const chosen = w.foto;
  const fromPhoto =
    chosen.sumber === 'berkas' ? chosen.kodeWarna : productPhotoOf(w, foto)?.kodeWarna;
  return fromPhoto ?? byName;
}

/**
 * The place among the product's photos of the one an `otomatis` colour takes: the first marked
 * with it, else the main photo (as the save's schema resolves it); undefined without photos.
 */
export function autoFotoPlace(
  w: Pick<EditorWarna, 'key'>,
  foto: readonly EditorFoto[],
): { place: number; marked: boolean } | undefined {
  if (foto.length === 0) return undefined;
  const marked = foto.findIndex((f) => f.warna === w.key);
  return marked >= 0 ? { place: marked, marked: true } : { place: 0, marked: false };
}

/** The product's photo a colour shows (chosen, or by default), if it shows one of them. */
function productPhotoOf(w: EditorWarna, foto: readonly EditorFoto[]): EditorFoto | undefined {
  const chosen = w.foto;
  if (chosen.sumber === 'foto') return foto.find((f) => f.key === chosen.fotoKey);
  if (chosen.sumber === 'otomatis') {
    const auto = autoFotoPlace(w, foto);
    return auto && foto[auto.place];
  }
  return undefined;
}

/** The preview of the photo a colour shows, if it has one. */
export function warnaPhotoSrc(w: EditorWarna, foto: readonly EditorFoto[]): string | undefined {
  switch (w.foto.sumber) {
    case 'otomatis':
    case 'foto':
      return productPhotoOf(w, foto)?.src;
    default:
      return w.foto.src;
  }
}

/** The default alt text of the photo at `place`, as the server will write it. */
export function defaultAlt(
  values: Pick<EditorValues, 'nama_produk' | 'foto' | 'warna'>,
  place: number,
) {
  const foto = values.foto[place];
  const colour = values.warna.find((w) => w.key === foto?.warna && !isBlankWarna(w));
  const ofColour = values.foto
    .slice(0, place)
    .filter((f) => (f.warna || '') === (colour ? colour.key : '')).length;
  return copy.produk.photoAlt(values.nama_produk.trim() || '…', colour?.warna.trim(), ofColour);
}

/** The form's rows a save keeps (blank rows left out), with their places in the form. */
export function keptRows(values: EditorValues) {
  const warna = values.warna.flatMap((w, i) => (isBlankWarna(w) ? [] : [{ w, i }]));
  const ukuran = values.ukuran.flatMap((u, i) => (isBlankUkuran(u) ? [] : [{ u, i }]));
  return { warna, ukuran };
}

/** The cells of the current grid (its colours × its sizes), unmarked ones Tersedia. */
export function gridKeys(values: EditorValues): { warna: string[]; ukuran: string[] } {
  const { warna, ukuran } = keptRows(values);
  return {
    warna: warna.length > 0 ? warna.map(({ w }) => w.key) : [NO_AXIS],
    ukuran: ukuran.length > 0 ? ukuran.map(({ u }) => u.key) : [NO_AXIS],
  };
}

/** The save's input, as `produkEditor.save` takes it. */
export function toSaveInput(
  values: EditorValues,
  id: number | undefined,
  timeZone: string,
): ProdukEditorSaveInput {
  // The schedule is typed on the shop's clock; the schema reads instants (blank is none).
  const instant = (local: string) =>
    /^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(local)
      ? new Date(instantOnShopClock(local, timeZone)).toISOString()
      : local;
  const { warna, ukuran } = keptRows(values);
  const axes = gridKeys(values);
  const axis = (key: string) => (key === NO_AXIS ? null : key);
  return {
    ...(id !== undefined && { id }),
    produk: {
      nama_produk: values.nama_produk,
      harga: values.harga,
      diskon: values.diskon.trim() === '' ? '0' : values.diskon,
      jumlah_terjual: values.jumlah_terjual.trim() === '' ? '0' : values.jumlah_terjual,
      kategori: values.kategori,
      deskripsi_produk: values.deskripsi_produk,
      link_shopee: values.link_shopee,
      link_tokopedia: values.link_tokopedia,
      link_tiktok: values.link_tiktok,
      status: values.status,
      tayang_mulai: instant(values.tayang_mulai),
      tayang_sampai: instant(values.tayang_sampai),
    },
    foto: values.foto.map((f) => ({
      ...(f.id !== undefined ? { id: f.id } : { berkas: f.berkas }),
      alt: f.alt,
      warna: warna.some(({ w }) => w.key === f.warna) ? f.warna : null,
    })),
    warna: warna.map(({ w }) => ({
      key: w.key,
      ...(w.id !== undefined && { id: w.id }),
      warna: w.warna,
      kode_warna: swatchOf(w, values.foto),
      foto: warnaFotoInput(w.foto, values.foto),
    })),
    ukuran: ukuran.map(({ u }) => ({ ...u })),
    ketersediaan: axes.warna.flatMap((w) =>
      axes.ukuran.flatMap((u) => {
        const cell = values.ketersediaan[`${w}:${u}`];
        return cell && (!cell.tersedia || cell.stok !== null)
          ? [{ warna: axis(w), ukuran: axis(u), tersedia: cell.tersedia, stok: cell.stok }]
          : [];
      }),
    ),
  };
}

function warnaFotoInput(
  chosen: EditorWarnaFoto,
  foto: readonly EditorFoto[],
): ProdukEditorSaveInput['warna'][number]['foto'] {
  switch (chosen.sumber) {
    case 'foto':
      return { sumber: 'foto', ke: foto.findIndex((f) => f.key === chosen.fotoKey) };
    case 'berkas':
      return { sumber: 'berkas', berkas: chosen.berkas };
    case 'otomatis':
      // Resolved by the schema to the photo marked with it, else the main one.
      return { sumber: 'otomatis' };
    default:
      return { sumber: 'tetap' };
  }
}

/** What a save removes of the stored product: photos, colours and sizes no longer listed. */
export function removalsOf(values: EditorValues, stored: ProdukEditorData | undefined) {
  if (!stored) return { foto: 0, warna: 0, ukuran: 0 };
  const listed = (rows: readonly { id?: number }[]) => new Set(rows.map((r) => r.id));
  const foto = listed(values.foto);
  const warna = listed(values.warna);
  const ukuran = listed(values.ukuran);
  return {
    foto: stored.foto.filter((f) => !foto.has(f.id)).length,
    warna: stored.warna.filter((w) => !warna.has(w.id)).length,
    ukuran: stored.ukuran.filter((u) => !ukuran.has(u.id)).length,
  };
}

/**
 * The form field a schema issue of the save's input belongs to: `['produk', 'harga']` is
 * `harga`, `['warna', 1, 'warna']` the name of the colour in the form's row of that kept row.
 */
export function formPathOf(path: readonly PropertyKey[], values: EditorValues): string | undefined {
  const [section, index, field] = path;
  if (section === 'produk' && typeof index === 'string') return index;
  const { warna, ukuran } = keptRows(values);
  if (section === 'warna' && typeof index === 'number') {
    const row = warna[index]?.i;
    if (row === undefined) return undefined;
    return field === 'foto' ? `warna.${row}.foto` : `warna.${row}.warna`;
  }
  if (section === 'ukuran' && typeof index === 'number') {
    const row = ukuran[index]?.i;
    return row === undefined ? undefined : `ukuran.${row}.${String(field ?? 'ukuran')}`;
  }
  if (section === 'foto') return typeof index === 'number' ? `foto.${index}.alt` : 'foto';
  return undefined;
}
