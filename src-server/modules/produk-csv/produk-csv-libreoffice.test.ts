import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../seed/demo-catalogue.js';
import { produkCsvTestApp } from '../../test/produk-csv-client.js';
import { CSV_FORMATS, readCsv, restoreFormula, writeCsv } from '../csv/csv-file.js';

// The demo catalogue's export opened and saved again by a real LibreOffice Calc (Debian's
// libreoffice-calc-nogui, headless), as an owner in Indonesia and one with an English locale
// would (docs/decisions/0042-csv-from-a-spreadsheet.md): saved unchanged it previews 0 changes,
// and with one price edited, exactly that change. One soffice start per locale converts both
// files; each locale has a profile of its own.

const SOFFICE = '/usr/bin/soffice';
const hasSoffice = existsSync(SOFFICE);
const run = promisify(execFile);

/**
 * How each locale's owner saves: the CSV filter's options are the separator (ASCII codes; the
 * import takes either), the quote, UTF-8 (76), the first row, no column formats, the language
 * (Windows LCID), quoted cells as text no, detect special numbers (dates) yes, and on save
 * "as shown" yes. The process's locale sets the formats dates are written back in.
 */
const LOCALES = {
  'id-ID': { dialect: 'excel-id', env: 'id_ID.UTF-8', lcid: 1057, separator: 59 },
  'en-US': { dialect: 'standar', env: 'en_US.UTF-8', lcid: 1033, separator: 44 },
} as const;
type Locale = keyof typeof LOCALES;
const LIMITS = { records: 1_000, columns: 50, rowChars: 1_000_000 };

const csvApp = produkCsvTestApp({ enabled: hasSoffice });
const { exportCsv, upload, preview } = csvApp;
let work: string;

beforeAll(async () => {
  if (!hasSoffice) return;
  expect(await seedDemoCatalogue(csvApp.t.db, csvApp.t.storage)).toBe(true);
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'etalase-soffice-'));
}, 180_000);
afterAll(async () => {
  if (hasSoffice) await fs.rm(work, { recursive: true, force: true });
});

/** Opens every file in LibreOffice with `locale` and saves it again as CSV; answers the saved texts. */
async function saveInLibreOffice(locale: Locale, files: Record<string, string>) {
  const { env, lcid, separator } = LOCALES[locale];
  const dir = path.join(work, locale);
  await fs.mkdir(path.join(dir, 'saved'), { recursive: true });
  const inputs = [];
  for (const [name, text] of Object.entries(files)) {
    inputs.push(path.join(dir, name));
    await fs.writeFile(path.join(dir, name), text);
  }
  const filter = 'Text - txt - csv (StarCalc)';
  await run(
    SOFFICE,
    [
      `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
      '--headless',
      `--infilter=${filter}:44/59,34,76,1,,${lcid},false,true`,
      '--convert-to',
      `csv:${filter}:${separator},34,76,1,,${lcid},false,true,true`,
      '--outdir',
      path.join(dir, 'saved'),
      ...inputs,
    ],
    { env: { ...process.env, LC_ALL: env, LANG: env }, timeout: 120_000 },
  );
  const saved: Record<string, string> = {};
  for (const name of Object.keys(files)) {
    saved[name] = await fs.readFile(path.join(dir, 'saved', name), 'utf8');
  }
  return saved;
}

describe(
  hasSoffice
    ? 'an export saved by LibreOffice Calc'
    : `an export saved by LibreOffice Calc (SKIPPED: ${SOFFICE} is missing; apt-get install libreoffice-calc-nogui)`,
  () => {
    it.skipIf(!hasSoffice).each(Object.keys(LOCALES) as Locale[])(
      'previews 0 changes in %s, and one edited price as exactly that change',
      async (locale) => {
        const { dialect } = LOCALES[locale];
        const { csv, jumlah } = await exportCsv({ dialect });
        // The owner's one edit, made in the spreadsheet before saving: a price.
        const [header = [], ...rows] = (await readCsv(csv, LIMITS)).map((r) =>
          r.cells.map(restoreFormula),
        );
        const harga = header.indexOf('harga');
        const [row = []] = rows;
        const id = Number(row[0]);
        const oldPrice = Number(row[harga]);
        row[harga] = String(oldPrice + 6_000);
        const edited = writeCsv(CSV_FORMATS[dialect], header, rows);
        expect(edited).not.toBe(csv);

        const saved = await saveInLibreOffice(locale, { 'produk.csv': csv, 'diubah.csv': edited });
        const unchanged = saved['produk.csv'] ?? '';
        // What a spreadsheet writes back: no BOM, LF, its own date forms.
        expect(unchanged.startsWith('\uFEFF')).toBe(false);
        expect(unchanged).not.toContain('\r\n');
        expect(unchanged).toMatch(
          locale === 'id-ID'
            ? /;\d\d\/\d\d\/\d\d \d\d:\d\d\n/
            : /,\d\d\/\d\d\/\d\d \d\d:\d\d [AP]M\n/,
        );

        const result = await preview(unchanged);
        expect(result.galat).toEqual([]);
        expect(result).toMatchObject({ baru: 0, berubah: 0, tetap: jumlah });

        const change = await preview(saved['diubah.csv'] ?? '');
        expect(change.galat).toEqual([]);
        expect(change).toMatchObject({ baru: 0, berubah: 1, tetap: jumlah - 1 });
        expect(change.perubahan).toMatchObject([
          { id, sel: [{ kolom: 'harga', lama: oldPrice, baru: oldPrice + 6_000 }] },
        ]);
        const applied = await upload('commit', saved['diubah.csv'] ?? '', change.token);
        expect(applied.status, applied.message).toBe(200);
        // Put back for the other locale's run.
        const back = await preview(csv);
        expect((await upload('commit', csv, back.token)).status).toBe(200);
      },
      120_000,
    );
  },
);
