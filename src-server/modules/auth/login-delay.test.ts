import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { LOGIN_DELAY_CAP_MS, loginDelayMs } from './auth.router.js';

describe('loginDelayMs', () => {
  it('lets the first five failures for a username cost nothing', () => {
    expect([0, 1, 5].map((failures) => loginDelayMs(failures))).toEqual([0, 0, 0]);
  });

  it('then grows by 200 ms a failure', () => {
    expect([6, 7, 10].map((failures) => loginDelayMs(failures))).toEqual([200, 400, 1000]);
  });

  it('never waits longer than the cap, however many failures', () => {
    expect(LOGIN_DELAY_CAP_MS).toBe(3000);
    expect(loginDelayMs(20)).toBe(3000);
    expect(loginDelayMs(1_000_000)).toBe(3000);
  });

  it('takes its cap from LOGIN_SLOWDOWN_MAX_MS, 3 s unless set, 0 for none', () => {
    expect(loadConfig({}).loginSlowdownMaxMs).toBe(LOGIN_DELAY_CAP_MS);
    const cap = loadConfig({ LOGIN_SLOWDOWN_MAX_MS: '100' }).loginSlowdownMaxMs;
    expect([6, 50].map((failures) => loginDelayMs(failures, cap))).toEqual([100, 100]);
    expect(loginDelayMs(50, 0)).toBe(0);
    expect(() => loadConfig({ LOGIN_SLOWDOWN_MAX_MS: '60000' })).toThrow(/LOGIN_SLOWDOWN_MAX_MS/);
  });
});
