import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from './lighthouse-budget.mjs';

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
