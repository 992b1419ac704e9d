import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

// The settings that share rate limits (REDIS_*) and images (S3_*) between instances
// (docs/decisions/0009): what they become, and what stops the start.

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('accepted');
}

describe('REDIS_* settings', () => {
  it('keep limits in memory without REDIS_URL, and share them under a prefix with it', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      prefix: 'etalase:',
    });
    expect(
      loadConfig({ REDIS_URL: 'rediss://:rahasia@redis.lan:6380/2', REDIS_PREFIX: 'toko-b:' })
        .redis,
    ).toEqual({ url: 'rediss://:rahasia@redis.lan:6380/2', prefix: 'toko-b:' });
  });

  it('refuses another scheme, a bad prefix, and a prefix without its Redis', () => {
    expect(refusal({ REDIS_URL: 'http://127.0.0.1:6379' })).toMatch(/REDIS_URL: harus berupa/);
    expect(refusal({ REDIS_URL: 'redis://x', REDIS_PREFIX: 'ada spasi' })).toMatch(
      /REDIS_PREFIX: 1–64 huruf/,
    );
    expect(refusal({ REDIS_PREFIX: 'toko:' })).toMatch(/REDIS_URL: wajib diisi/);
  });

  it('never repeats a refused address, which may hold a password', () => {
    expect(refusal({ REDIS_URL: 'http://:rahasia-redis@x' })).not.toContain('rahasia-redis');
  });
});

describe('S3_* settings', () => {
  it('keep images on the local disk without S3_BUCKET', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('read the bucket, its place and its key; path style by default for a non-AWS endpoint', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'etalase-gambar',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'kunci',
        S3_SECRET_ACCESS_KEY: 'rahasia',
        S3_PREFIX: 'toko/gambar',
      }).s3,
    ).toEqual({
      bucket: 'etalase-gambar',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'kunci', secretAccessKey: 'rahasia' },
      forcePathStyle: true,
      prefix: 'toko/gambar/',
    });
    // AWS itself: host-style addresses, the SDK's own credentials (role, AWS_* variables).
    expect(loadConfig({ S3_BUCKET: 'etalase-gambar', S3_REGION: 'ap-southeast-3' }).s3).toEqual({
      bucket: 'etalase-gambar',
      region: 'ap-southeast-3',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
      prefix: '',
    });
    expect(
      loadConfig({
        S3_BUCKET: 'etalase-gambar',
        S3_ENDPOINT: 'https://akun.r2.cloudflarestorage.com',
        S3_FORCE_PATH_STYLE: 'false',
      }).s3?.forcePathStyle,
    ).toBe(false);
  });

  it('refuses S3 settings without a bucket, half a key, and bad names', () => {
    expect(refusal({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toMatch(/S3_BUCKET: wajib diisi/);
    expect(refusal({ S3_REGION: 'eu-west-1' })).toMatch(/S3_BUCKET: wajib diisi/);
    expect(refusal({ S3_BUCKET: 'etalase', S3_ACCESS_KEY_ID: 'kunci' })).toMatch(
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID dan S3_SECRET_ACCESS_KEY/,
    );
    expect(refusal({ S3_BUCKET: 'Etalase_Gambar' })).toMatch(/S3_BUCKET: nama bucket S3/);
    expect(refusal({ S3_BUCKET: 'etalase', S3_PREFIX: '../luar' })).toMatch(/S3_PREFIX/);
    expect(refusal({ S3_BUCKET: 'etalase', S3_ENDPOINT: 'ftp://x' })).toMatch(/S3_ENDPOINT/);
  });

  it('refuses a key inside S3_ENDPOINT, where messages would show it', () => {
    const message = refusal({
      S3_BUCKET: 'etalase',
      S3_ENDPOINT: 'https://kunci:rahasia-s3@minio.lan',
    });
    expect(message).toMatch(/S3_ENDPOINT: tanpa nama\/kata sandi/);
    expect(message).not.toContain('rahasia-s3');
  });
});
