import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduk } from '../../test/fixtures.js';
import { storefrontClient } from '../../test/rendering-app.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { announcePassedSchedules, msUntilNextSchedule, scheduleJob } from './jadwal-tayang.js';
import { JobQueue } from '../../services/jobs/job-queue.js';

// A scheduled product appears and disappears on time, without a restart: the page kept for
// visitors is renewed when its start or end passes, announced once however many look.

let t: TestApp;
const log = { info: () => undefined, warn: () => undefined };

beforeAll(async () => {
  t = await createTestApp({}, { client: await storefrontClient(), scheduleTimer: false });
});
afterAll(() => t.close());

const page = async () => (await t.app.inject('/kategori/atasan')).body;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await sleep(100);
  }
  return check();
}

describe('announcePassedSchedules', () => {
  it('renews the kept page once a start passes, and announces it once', async () => {
    await insertProduk(t.db, { nama_produk: 'Atasan Pagi', kategori: 'atasan' });
    // Far enough ahead that the page is kept before the start on a busy machine too.
    const mulai = new Date(Date.now() + 4_000);
    await insertProduk(t.db, { nama_produk: 'Atasan Terjadwal', tayang_mulai: mulai });
    t.changes.changed();
    const row = () =>
      t.db.selectFrom('jadwal_tayang').select('diumumkan_sampai').executeTakeFirstOrThrow();
    const before = await row();
    expect(await announcePassedSchedules(t.db, t.changes, log)).toBe(false);
    // A look that finds nothing writes nothing (a backup of an idle shop stays the same).
    expect(await row()).toEqual(before);
    expect(await page()).toContain('Atasan Pagi');
    expect(await page()).not.toContain('Atasan Terjadwal');
    const next = await msUntilNextSchedule(t.db);
    expect(next).toBeGreaterThan(0);
    expect(next).toBeLessThanOrEqual(4_000);

    await sleep(mulai.getTime() - Date.now() + 50);
    // The kept page is from before the start: as it was until the start is announced.
    expect(await page()).not.toContain('Atasan Terjadwal');
    expect(await announcePassedSchedules(t.db, t.changes, log)).toBe(true);
    expect((await row()).diumumkan_sampai.getTime()).toBeGreaterThanOrEqual(mulai.getTime());
    expect(await page()).toContain('Atasan Terjadwal');
    expect(await announcePassedSchedules(t.db, t.changes, log)).toBe(false);
  });

  it('is announced by one of several lookers at once', async () => {
    await insertProduk(t.db, {
      nama_produk: 'Atasan Sebentar',
      tayang_sampai: new Date(Date.now() + 300),
    });
    await sleep(400);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => announcePassedSchedules(t.db, t.changes, log)),
    );
    expect(answers.filter(Boolean)).toHaveLength(1);
  });
});

describe('scheduleJob', () => {
  it("takes a product off the shop within moments of its end, from the database's next instant", async () => {
    const sampai = new Date(Date.now() + 1_000);
    await insertProduk(t.db, { nama_produk: 'Atasan Habis Masa', tayang_sampai: sampai });
    t.changes.changed();
    expect(await page()).toContain('Atasan Habis Masa');
    // Its longest wait is far beyond the test: only the next instant read from the database wakes it.
    const jobs = new JobQueue({ db: t.db, log, maxPollMs: 500 });
    jobs.define(scheduleJob({ db: t.db, changes: t.changes, log, maxWaitMs: 60_000 }));
    await jobs.start();
    try {
      expect(await until(async () => !(await page()).includes('Atasan Habis Masa'), 4_000)).toBe(
        true,
      );
      expect(Date.now()).toBeGreaterThanOrEqual(sampai.getTime());
    } finally {
      await jobs.stop();
    }
  });
});
