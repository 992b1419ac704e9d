// The phone Lighthouse's mobile run stands for, applied for real in Chromium (through the
// DevTools protocol) rather than simulated: its "slow 4G" line as DevTools throttles it
// (Lighthouse's mobileSlow4G: 150 ms round trips × 3.75 as a per-request latency, 1.6 Mbit/s
// down and 750 kbit/s up × 0.9) and a CPU four times slower. Used by the browser tests of what a
// visitor does while a page becomes interactive (e2e/first-taps.spec.ts) and by the
// tap-to-effect benchmark (bench/tap-to-effect.mjs).

const KBIT = 1024 / 8; // bytes per second in one kbit/s, as DevTools counts

export const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: 1.6 * 1024 * 0.9 * KBIT,
  uploadThroughput: 750 * 0.9 * KBIT,
};
export const CPU_SLOWDOWN = 4;

/** Puts `page` on the slow phone's line and CPU, from its next request on. */
export async function emulateSlowPhone(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}
