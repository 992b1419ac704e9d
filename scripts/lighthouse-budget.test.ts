import { describe, expect, it } from 'vitest';
import { againstHost, cpuSlowdownFor } from './lighthouse-budget.mjs';

// Lighthouse's CPU throttling calculator: a host of benchmarkIndex 150 is 1×, 800 is 2×,
// 1 300 is 3×, and one more for each 233 above (1 533 is the 4× the mobile default assumes).
describe('the CPU slowdown for a host', () => {
  it('is Lighthouse calibration below its reference host', () => {
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1533)).toBe(4);
  });

  it('never passes the default 4×, and is the default when the host was not measured', () => {
    expect(cpuSlowdownFor(2500)).toBe(4);
    expect(cpuSlowdownFor(0)).toBe(4);
    expect(cpuSlowdownFor(undefined)).toBe(4);
  });

  it('never goes under 1×', () => {
    expect(cpuSlowdownFor(50)).toBe(1);
  });
});

const runs = (tbt: number, performance: number, count = 5) =>
  Array.from({ length: count }, () => ({ tbt, performance }));
const pairsOf = (page: { tbt: number; performance: number }, control: typeof page, count = 5) =>
  Array.from({ length: count }, () => ({ page, control }));

// The figures of CI runs on 2026-11-30 (/penawarankhusus, /kategori) and of decision 0013.
describe('a page judged against its script-free control', () => {
  it('judges the page as measured when the control meets the targets', () => {
    const verdict = againstHost(
      runs(70, 99),
      pairsOf({ tbt: 70, performance: 99 }, { tbt: 20, performance: 100 }),
    );
    expect(verdict).toMatchObject({ tbtMissed: true, performanceMissed: true, undecided: false });
  });

  it('does not judge the score when the control misses the blocking time, whatever its own score', () => {
    const verdict = againstHost(
      runs(33, 99),
      pairsOf({ tbt: 23, performance: 99 }, { tbt: 55, performance: 100 }),
    );
    expect(verdict).toMatchObject({ tbtMissed: false, performanceMissed: false, undecided: false });
    expect(verdict.summary).toContain('performance score not judged');
  });

  it('fails scripts that add more than the target to a busy host', () => {
    const verdict = againstHost(
      runs(300, 90),
      pairsOf({ tbt: 300, performance: 90 }, { tbt: 116, performance: 98 }),
    );
    expect(verdict).toMatchObject({ tbtMissed: true, performanceMissed: false, undecided: false });
  });

  it('asks for as many pairs again when the scripts add a little over the target, once', () => {
    const close = pairsOf({ tbt: 127, performance: 98 }, { tbt: 74, performance: 99 });
    expect(againstHost(runs(91, 99), close)).toMatchObject({ tbtMissed: true, undecided: true });
    const more = [
      ...close,
      ...pairsOf({ tbt: 90, performance: 98 }, { tbt: 74, performance: 99 }, 6),
    ];
    expect(againstHost(runs(91, 99), more)).toMatchObject({ tbtMissed: false, undecided: false });
    const stillClose = [...close, ...close];
    expect(againstHost(runs(91, 99), stillClose)).toMatchObject({
      tbtMissed: true,
      undecided: false,
    });
  });
});
