// Debian's Chromium as the browser tests and the tap-to-effect benchmark launch it: no browser
// is ever downloaded, and the flags keep it off this machine's closed network.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
