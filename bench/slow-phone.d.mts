import type { CDPSession, Page } from '@playwright/test';

export const SLOW_4G: {
  offline: boolean;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
};
export const CPU_SLOWDOWN: number;
export function emulateSlowPhone(page: Page): Promise<CDPSession>;
