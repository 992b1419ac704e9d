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
