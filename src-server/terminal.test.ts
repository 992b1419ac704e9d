import { describe, expect, it } from 'vitest';
import {
  enableProgress,
  formatLogLine,
  progressLine,
  startedLines,
  startStep,
} from './terminal.js';

const at = new Date(2026, 0, 2, 9, 5, 7).getTime();

describe('log lines in a terminal', () => {
  it('makes one line per request from Fastify’s two, with method, url, status and time', () => {
    const incoming = { level: 30, time: at, reqId: 'a', req: { method: 'GET', url: '/' } };
    expect(formatLogLine(JSON.stringify({ ...incoming, msg: 'incoming request' }))).toBe(undefined);
    const completed = {
      level: 30,
      time: at,
      reqId: 'a',
      res: { statusCode: 200, method: 'GET', url: '/kategori?page=2' },
      responseTime: 12.4,
      msg: 'request completed',
    };
    expect(formatLogLine(JSON.stringify(completed))).toBe(
      '09:05:07 GET /kategori?page=2 200 12 ms\n',
    );
  });

  it('shows other lines with their level, details and an error’s stack', () => {
    const line = {
      level: 50,
      time: at,
      pid: 1,
      hostname: 'h',
      msg: 'start failed',
      port: 3000,
      err: { message: 'boom', stack: 'Error: boom\n    at main' },
    };
    expect(formatLogLine(JSON.stringify(line))).toBe(
      '09:05:07 ERROR start failed {"port":3000}\n    Error: boom\n        at main\n',
    );
    expect(formatLogLine('not json')).toBe('not json\n');
  });
});

function capture(isTTY: boolean) {
  const output = {
    text: '',
    isTTY,
    write(chunk: string) {
      output.text += chunk;
      return true;
    },
  };
  enableProgress(output);
  return output;
}

describe('progress', () => {
  it('counts on one line in a terminal and ends it with the time taken', () => {
    const output = capture(true);
    const step = startStep('Menggambar gambar demo');
    step.count(1, 4);
    progressLine('di tengah');
    step.count(4, 4);
    step.done('4 dari cache');
    const screen = output.text
      .split('\n')
      .map((line) => line.split('\r').at(-1)?.replace('\x1b[2K', ''));
    expect(screen).toEqual([
      'di tengah',
      expect.stringMatching(/^Menggambar gambar demo 4\/4… selesai \(\d+,\d d, 4 dari cache\)$/),
      '',
    ]);
  });

  it('writes whole lines elsewhere, a count only every quarter', () => {
    const output = capture(false);
    const step = startStep('Menggambar gambar demo');
    for (let i = 1; i <= 8; i++) step.count(i, 8);
    step.done();
    expect(output.text.split('\n')).toEqual([
      'Menggambar gambar demo…',
      'Menggambar gambar demo 2/8…',
      'Menggambar gambar demo 4/8…',
      'Menggambar gambar demo 6/8…',
      expect.stringMatching(/^Menggambar gambar demo selesai \(\d+,\d d\)$/),
      '',
    ]);
  });
});

describe('the start banner', () => {
  it('says mail is not configured without SMTP_URL, and never shows its password', () => {
    const base = { publicUrl: 'http://localhost:3000', database: 'x', images: 'y', limits: 'z' };
    expect(startedLines({ ...base, smtpUrl: undefined })).toContain(
      'Email: SMTP belum diatur (SMTP_URL); email disimpan di Kotak keluar admin (/admin/kotak-keluar)',
    );
    const configured = startedLines({
      ...base,
      smtpUrl: 'smtps://toko:sandi-rahasia@mail.example:465',
    });
    expect(configured).toContain('Email: dikirim lewat smtps://mail.example:465');
    expect(configured).not.toMatch(/toko:|sandi-rahasia/);
  });
});
