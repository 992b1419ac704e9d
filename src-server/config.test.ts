import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has safe defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.uploadDir).toBe(path.resolve('./data/uploads'));
    expect(config.seedDemo).toBe(true);
    expect(config.admin.password).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.shop.address).toMatch(/Garut/);
  });

  it('reads every setting it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://toko.example.id/',
      DATABASE_URL: 'postgres://u@db/etalase',
      SEED_DEMO: 'false',
      ADMIN_USERNAME: 'pemilik',
      ADMIN_PASSWORD: 'rahasia-sekali-123',
      SHOP_WHATSAPP: '6281111111111',
      SHOP_INSTAGRAM_URL: 'https://instagram.com/toko',
    });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://toko.example.id');
    expect(config.databaseUrl).toBe('postgres://u@db/etalase');
    expect(config.seedDemo).toBe(false);
    expect(config.admin).toEqual({ username: 'pemilik', password: 'rahasia-sekali-123' });
    expect(config.shop.whatsapp).toBe('6281111111111');
    expect(config.shop.social.instagram).toBe('https://instagram.com/toko');
  });

  it('treats blank values, as in a copied .env.example, as unset', () => {
    const config = loadConfig({
      PORT: '',
      DATABASE_URL: '',
      ADMIN_PASSWORD: ' ',
      SHOP_INSTAGRAM_URL: '',
      SHOP_MAP_EMBED_URL: '',
      SHOP_FACEBOOK_URL: 'none',
    });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.admin.password).toBeUndefined();
    expect(config.shop.social.instagram).toBe('https://www.instagram.com/etalase.kids');
    expect(config.shop.social.facebook).toBeUndefined();
    expect(config.shop.mapEmbedUrl).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
  });

  it('parses the documented .env.example as it stands', async () => {
    const { parseEnv } = await import('node:util');
    const fs = await import('node:fs/promises');
    const example = parseEnv(await fs.readFile(path.resolve('.env.example'), 'utf8'));
    const config = loadConfig(example);
    expect(config.env).toBe('production');
    expect(config.seedDemo).toBe(true);
  });

  it('backs up daily into DATA_DIR/backups and to S3 by default; each can be changed', () => {
    expect(loadConfig({ DATA_DIR: '/srv/toko' }).backup).toEqual({
      auto: true,
      dir: '/srv/toko/backups',
      s3: true,
    });
    expect(
      loadConfig({ BACKUP_AUTO: 'false', BACKUP_DIR: '/cadangan', BACKUP_S3: 'no' }).backup,
    ).toEqual({ auto: false, dir: '/cadangan', s3: false });
    expect(() => loadConfig({ BACKUP_AUTO: 'kadang' })).toThrow(/BACKUP_AUTO/);
  });

  it('sizes the database pool, with defaults for a small shop', () => {
    const defaults = loadConfig({});
    expect(defaults.databasePoolMax).toBe(10);
    expect(defaults.databaseConnectTimeoutMs).toBe(10_000);
    const tuned = loadConfig({ DATABASE_POOL_MAX: '20', DATABASE_CONNECT_TIMEOUT_MS: '15000' });
    expect(tuned.databasePoolMax).toBe(20);
    expect(tuned.databaseConnectTimeoutMs).toBe(15_000);
  });

  it('reads the HTTP timeouts, refusing a headers timeout longer than the request timeout', () => {
    const defaults = loadConfig({});
    expect(defaults.http).toEqual({
      requestTimeoutMs: 60_000,
      headersTimeoutMs: 15_000,
      idleTimeoutMs: 30_000,
      keepAliveTimeoutMs: 72_000,
    });
    const tuned = loadConfig({
      HTTP_REQUEST_TIMEOUT_MS: '120000',
      HTTP_HEADERS_TIMEOUT_MS: '10000',
      HTTP_IDLE_TIMEOUT_MS: '20000',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '5000',
    });
    expect(tuned.http).toEqual({
      requestTimeoutMs: 120_000,
      headersTimeoutMs: 10_000,
      idleTimeoutMs: 20_000,
      keepAliveTimeoutMs: 5000,
    });
    expect(() =>
      loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '5000', HTTP_HEADERS_TIMEOUT_MS: '10000' }),
    ).toThrow(/HTTP_HEADERS_TIMEOUT_MS/);
  });

  it('reads TRUST_PROXY as a flag, a hop count or a list of proxy addresses', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 192.168.1.10,fd00::/8')).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      'fd00::/8',
    ]);
    expect(trust('loopback,uniquelocal')).toEqual(['loopback', 'uniquelocal']);
    for (const bad of ['maybe', '10.0.0.0/33', '10.0.0.1,', 'proxy.example.com']) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('stops the boot naming every bad variable', () => {
    const load = () =>
      loadConfig({
        PORT: 'tiga ribu',
        SEED_DEMO: 'maybe',
        ADMIN_PASSWORD: 'pendek',
        SHOP_INSTAGRAM_URL: 'http://instagram.com/toko',
        DATABASE_URL: 'mysql://x',
      });
    expect(load).toThrow(ConfigError);
    try {
      load();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of [
        'PORT',
        'SEED_DEMO',
        'ADMIN_PASSWORD',
        'SHOP_INSTAGRAM_URL',
        'DATABASE_URL',
      ]) {
        expect(message).toContain(name);
      }
    }
  });
});

describe('mail settings', () => {
  it('reads SMTP_URL and MAIL_FROM, and refuses bad ones without repeating a password', () => {
    const ok = loadConfig({
      SMTP_URL: 'smtp://u:p@mail.example:587',
      MAIL_FROM: 'Toko <toko@mail.example>',
    });
    expect(ok.mail).toEqual({
      smtpUrl: 'smtp://u:p@mail.example:587',
      from: 'Toko <toko@mail.example>',
      campaignPerMinute: 30,
    });
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: undefined,
      campaignPerMinute: 30,
    });
    expect(loadConfig({ CAMPAIGN_PER_MINUTE: '120' }).mail.campaignPerMinute).toBe(120);
    expect(() => loadConfig({ CAMPAIGN_PER_MINUTE: '0' })).toThrow(/CAMPAIGN_PER_MINUTE/);
    for (const env of [
      { SMTP_URL: 'http://u:sandi-rahasia@mail.example' },
      { SMTP_URL: 'smtp://u:sandi-rahasia@' },
      { MAIL_FROM: 'bukan alamat' },
    ]) {
      let message = '';
      try {
        loadConfig(env);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, JSON.stringify(env)).toMatch(/SMTP_URL|MAIL_FROM/);
      expect(message).not.toContain('sandi-rahasia');
    }
  });
});

describe('CDN settings', () => {
  const secret = 'rahasia-webhook-yang-panjang-sekali-123';

  it('are off by default, and on read the lifetimes, the tag header and the purge', () => {
    expect(loadConfig({}).cdn).toBeUndefined();
    expect(loadConfig({ CDN_CACHE: 'off', CDN_S_MAXAGE: '10' }).cdn).toBeUndefined();
    expect(loadConfig({ CDN_CACHE: 'on' }).cdn).toEqual({
      maxAge: 60,
      sMaxAge: 3600,
      staleWhileRevalidate: 60,
      staleIfError: 86400,
      tagHeader: 'xkey',
      purge: undefined,
    });
    const cdn = loadConfig({
      CDN_CACHE: 'on',
      CDN_TAG_HEADER: 'Cache-Tag',
      CDN_PURGE: 'cloudflare',
      CLOUDFLARE_ZONE_ID: '0123456789abcdef0123456789abcdef',
      CLOUDFLARE_API_TOKEN: 'token-uji-cloudflare-123',
    }).cdn;
    expect(cdn?.tagHeader).toBe('cache-tag');
    expect(cdn?.purge).toEqual({
      kind: 'cloudflare',
      url: 'https://api.cloudflare.com',
      zoneId: '0123456789abcdef0123456789abcdef',
      token: 'token-uji-cloudflare-123',
    });
    expect(
      loadConfig({
        CDN_CACHE: 'on',
        CDN_PURGE: 'webhook',
        CDN_PURGE_URL: 'https://cdn.example/purge',
        CDN_PURGE_SECRET: secret,
      }).cdn?.purge,
    ).toEqual({ kind: 'webhook', url: 'https://cdn.example/purge', secret });
  });

  it('refuse a purge without its settings, or without CDN_CACHE, naming the variable', () => {
    for (const [env, named] of [
      [{ CDN_PURGE: 'varnish', CDN_PURGE_URL: 'http://127.0.0.1:6081/' }, 'CDN_CACHE'],
      [{ CDN_CACHE: 'on', CDN_PURGE: 'varnish' }, 'CDN_PURGE_URL'],
      [
        { CDN_CACHE: 'on', CDN_PURGE: 'webhook', CDN_PURGE_URL: 'https://x.example/' },
        'CDN_PURGE_SECRET',
      ],
      [{ CDN_CACHE: 'on', CDN_PURGE: 'cloudflare' }, 'CLOUDFLARE_ZONE_ID'],
      [{ CDN_CACHE: 'on', CDN_PURGE: 'fastly' }, 'CDN_PURGE'],
      [{ CDN_CACHE: 'on', CDN_TAG_HEADER: 'x key' }, 'CDN_TAG_HEADER'],
      [{ CDN_CACHE: 'on', CDN_PURGE_URL: 'http://u:sandi-rahasia@cdn.example/' }, 'CDN_PURGE_URL'],
    ] as const) {
      let message = '';
      try {
        loadConfig(env);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, JSON.stringify(env)).toContain(named);
      expect(message).not.toContain('sandi-rahasia');
    }
  });
});
