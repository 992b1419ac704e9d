import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, trpcMutation, trpcQuery, type TestApp } from '../test/test-app.js';
import { ProcedureTimings } from './procedure-timing.js';

// Every tRPC call is timed per procedure; one slower than SLOW_PROCEDURE_MS is logged with the
// procedure's name and never its input (issue 30).

const SECRET = 'sandi-rahasia-sekali-123';

describe('ProcedureTimings', () => {
  it('counts each procedure: calls, total and longest time; logs the slow ones only', () => {
    const warned: object[] = [];
    const timings = new ProcedureTimings({ slowMs: 100 });
    const log = { warn: (details: object) => void warned.push(details) };
    timings.record({ path: 'produk.list', type: 'query', ok: true }, 20, log);
    timings.record({ path: 'produk.list', type: 'query', ok: true }, 150, log);
    timings.record({ path: 'faq.list', type: 'query', ok: false }, 100, log);
    expect(timings.snapshot()).toEqual({
      'produk.list': { count: 2, totalMs: 170, maxMs: 150 },
      'faq.list': { count: 1, totalMs: 100, maxMs: 100 },
    });
    expect(warned).toEqual([
      { procedure: 'produk.list', type: 'query', ok: true, durationMs: 150 },
    ]);
  });
});

describe('the timing middleware', () => {
  let slow: TestApp;
  let fast: TestApp;
  const slowLines: string[] = [];
  const fastLines: string[] = [];

  beforeAll(async () => {
    [slow, fast] = await Promise.all([
      createTestApp({ SLOW_PROCEDURE_MS: '0' }, { logLines: slowLines }),
      createTestApp({}, { logLines: fastLines }),
    ]);
  });
  afterAll(() => Promise.all([slow.close(), fast.close()]));

  const slowEntries = (lines: string[]) =>
    lines
      .map((line) => JSON.parse(line) as { msg: string; procedure?: string; durationMs?: number })
      .filter((entry) => entry.msg === 'slow procedure');

  it('times every call per procedure, reads, writes and refusals alike', async () => {
    expect((await trpcQuery(slow.app, 'produk.list', {})).status).toBe(200);
    expect((await trpcQuery(slow.app, 'produk.list', { page: 2 })).status).toBe(200);
    expect((await trpcQuery(slow.app, 'produk.list', { urut: 'murah' })).status).toBe(400);
    const login = await trpcMutation(slow.app, 'auth.login', {
      username: 'tidak-ada',
      password: SECRET,
    });
    expect(login.status).toBe(401);

    const stats = slow.app.procedureTimings.snapshot();
    expect(stats['produk.list']?.count).toBe(3);
    expect(stats['auth.login']?.count).toBe(1);
    for (const s of Object.values(stats)) {
      expect(s.totalMs).toBeGreaterThan(0);
      expect(s.maxMs).toBeLessThanOrEqual(s.totalMs);
    }
  });

  it("logs a call slower than SLOW_PROCEDURE_MS with its procedure's name, never its input", () => {
    const entries = slowEntries(slowLines);
    expect(entries.filter((e) => e.procedure === 'produk.list')).toHaveLength(3);
    expect(entries.filter((e) => e.procedure === 'auth.login')).toHaveLength(1);
    expect(entries.every((e) => typeof e.durationMs === 'number')).toBe(true);
    expect(slowLines.join('\n')).not.toContain(SECRET);
  });

  it('logs nothing for calls under the default 200 ms, and still counts them', async () => {
    expect((await trpcQuery(fast.app, 'faq.list')).status).toBe(200);
    expect(fast.app.procedureTimings.snapshot()['faq.list']?.count).toBe(1);
    expect(slowEntries(fastLines)).toEqual([]);
  });
});
