import { describe, expect, it } from 'vitest';
import { LOGIN_DELAY_CAP_MS, loginDelayMs } from './auth.router.js';

describe('loginDelayMs', () => {
  it('lets the first five failures for a username cost nothing', () => {
    expect([0, 1, 5].map(loginDelayMs)).toEqual([0, 0, 0]);
  });

  it('then grows by 200 ms a failure', () => {
    expect([6, 7, 10].map(loginDelayMs)).toEqual([200, 400, 1000]);
  });

  it('never waits longer than the cap, however many failures', () => {
    expect(LOGIN_DELAY_CAP_MS).toBe(3000);
    expect(loginDelayMs(20)).toBe(3000);
    expect(loginDelayMs(1_000_000)).toBe(3000);
  });
});
