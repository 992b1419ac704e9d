import { HeadObjectCommand } from '@aws-sdk/client-s3';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sampahIdOf } from '../test/fixtures.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, variantFileName } from '../../src/shared/images.js';
import { messages } from '../../src/shared/messages.js';
import { loadConfig, type S3Settings } from '../config.js';
import { ensureMainAdmin } from '../seed/first-admin.js';
import { sweepUploads } from '../images/sweep-uploads.js';
import { login, MAIN_ADMIN } from '../test/admins.js';
import { createInstance, type Instance } from '../test/instances.js';
import { startTestS3, type TestS3 } from '../test/s3.js';
import { freePort } from '../test/server-process.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { jpeg, listFiles, multipart } from '../test/uploads.js';
import { S3Storage } from './s3-storage.js';
import { StorageUnavailableError } from './storage.js';

// Images in S3-compatible storage (issue 9 item 6, docs/decisions/0009), against s3rver started
// here on 127.0.0.1: the storage itself, then the real app uploading through the admin path on
// one instance and serving and deleting through another.

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3.stop());

function settings(env: Record<string, string>): S3Settings {
  const { s3: chosen } = loadConfig({ NODE_ENV: 'test', ...env });
  if (!chosen) throw new Error('no S3 settings');
  return chosen;
}

async function withStorage<T>(
  env: Record<string, string>,
  use: (storage: S3Storage) => Promise<T>,
): Promise<T> {
  const storage = new S3Storage(settings(env));
  try {
    return await use(storage);
  } finally {
    await storage.close();
  }
}

describe('S3Storage', () => {
  it('stores, reads, moves and removes objects under its prefix, typed and cacheable', async () => {
    await withStorage(s3.env('toko-a/'), async (storage) => {
      const data = Buffer.from('bukan gambar sungguhan, cukup untuk menyimpan');
      await storage.put('staging/abc.webp', data);
      expect(await storage.get('staging/abc.webp')).toEqual(data);

      await storage.move('staging/abc.webp', 'produk/abc.webp');
      expect(await storage.get('staging/abc.webp')).toBeUndefined();
      expect(await storage.get('produk/abc.webp')).toEqual(data);
      const head = await storage.client.send(
        new HeadObjectCommand({ Bucket: s3.bucket, Key: 'toko-a/produk/abc.webp' }),
      );
      expect(head.ContentType).toBe('image/webp');
      expect(head.CacheControl).toBe('public, max-age=31536000, immutable');

      const listed = await storage.list();
      expect(listed.map((o) => o.key)).toEqual(['produk/abc.webp']);
      expect(Date.now() - (listed[0]?.modifiedAt.getTime() ?? 0)).toBeLessThan(60_000);
      // Another prefix in the same bucket is another shop's folder.
      await withStorage(s3.env('toko-b/'), async (other) => {
        expect(await other.list()).toEqual([]);
        expect(await other.get('produk/abc.webp')).toBeUndefined();
      });

      await storage.remove('produk/abc.webp');
      expect(await storage.get('produk/abc.webp')).toBeUndefined();
      await storage.remove('produk/abc.webp');
      expect(await storage.list()).toEqual([]);
    });
  });

  it('refuses keys that could step outside their folder', async () => {
    await withStorage(s3.env('toko-c/'), async (storage) => {
      await expect(storage.put('../rahasia.webp', Buffer.from('x'))).rejects.toThrow(/Invalid/);
      await expect(storage.get('produk/../../x.webp')).rejects.toThrow(/Invalid/);
    });
  });

  it('lists past the first page of 1000 objects', async () => {
    await withStorage(s3.env('banyak/'), async (storage) => {
      const keys = Array.from(
        { length: 1003 },
        (_, i) => `produk/${String(i).padStart(4, '0')}.webp`,
      );
      for (let i = 0; i < keys.length; i += 50) {
        await Promise.all(keys.slice(i, i + 50).map((key) => storage.put(key, Buffer.from(key))));
      }
      const listed = await storage.list();
      expect(listed.map((o) => o.key).sort()).toEqual(keys);
    });
  }, 60_000);

  it('checks at start that the bucket answers, naming the setting to fix', async () => {
    await withStorage(s3.env(), (storage) => storage.ready());
    await withStorage({ ...s3.env(), S3_BUCKET: 'tidak-ada' }, async (storage) => {
      await expect(storage.ready()).rejects.toThrow(/bucket tidak ada \(S3_BUCKET\)/);
    });
    // s3rver checks the key id, not the signature's secret.
    const wrongKey = { ...s3.env(), S3_ACCESS_KEY_ID: 'TIDAKADA' };
    await withStorage(wrongKey, async (storage) => {
      await expect(storage.ready()).rejects.toThrow(/akses ditolak/);
    });
    const nobody = `http://127.0.0.1:${await freePort()}`;
    await withStorage({ ...s3.env(), S3_ENDPOINT: nobody }, async (storage) => {
      const error = await storage.ready().then(
        () => undefined,
        (e: unknown) => e as Error,
      );
      expect(error?.message).toMatch(/tidak dapat dihubungi \(S3_ENDPOINT, S3_REGION\)/);
      expect(error?.message).not.toContain(s3.secretAccessKey);
    });
  });
});

describe('two app instances with one bucket', () => {
  let database: TestDatabase;
  let one: Instance;
  let two: Instance;
  let cookie: string;
  const logs: string[] = [];
  const capture = {
    logger: { level: 'debug', stream: { write: (line: string) => void logs.push(line) } },
  };
  const prefix = 'gambar/';

  beforeAll(async () => {
    database = await createTestDatabase();
    await ensureMainAdmin(database.db, MAIN_ADMIN);
    one = await createInstance(database.db, s3.env(prefix), capture);
    two = await createInstance(database.db, s3.env(prefix), capture);
    cookie = await login(one.app, MAIN_ADMIN);
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await database.close();
  });

  const bucketKeys = () =>
    withStorage(s3.env(prefix), async (s) => (await s.list()).map((o) => o.key));

  async function upload(app: FastifyInstance) {
    const body = await multipart(
      {
        nama_produk: 'Gamis Awan',
        harga: 150000,
        diskon: 0,
        jumlah_terjual: 0,
        deskripsi_produk: 'Disimpan di S3',
        kategori: 'gamis',
      },
      { data: await jpeg(), name: 'awan.jpg' },
    );
    return app.inject({
      method: 'POST',
      url: '/api/produk',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
  }

  it('stores an upload on one in the bucket and serves it from the other, cached', async () => {
    const res = await upload(one.app);
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json<{ foto_produk: string }>().foto_produk;
    const expected = [file, ...IMAGE_VARIANT_WIDTHS.map((w) => variantFileName(file, w))]
      .map((name) => `produk/${name}`)
      .sort();
    // Every variant, nothing left staged, nothing on either instance's disk.
    expect((await bucketKeys()).sort()).toEqual(expected);
    expect(await listFiles(one.config.uploadDir)).toEqual([]);
    expect(await listFiles(two.config.uploadDir)).toEqual([]);

    const served = await two.app.inject(`/images/produk/${file}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const etag = served.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await one.app.inject({
      url: `/images/produk/${file}`,
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const variant = await one.app.inject(`/images/produk/${variantFileName(file, 320)}`);
    expect(variant.statusCode).toBe(200);
    expect(
      (await one.app.inject({ method: 'HEAD', url: `/images/produk/${file}` })).statusCode,
    ).toBe(200);
  });

  it('never serves staged objects, other files or missing ones', async () => {
    await withStorage(s3.env(prefix), (s) => s.put('staging/setengah.webp', Buffer.from('x')));
    try {
      for (const url of [
        '/images/staging/setengah.webp',
        '/images/produk/tidak-ada.webp',
        '/images/produk/../staging/setengah.webp',
        '/images/produk/catatan.txt',
      ]) {
        expect((await two.app.inject(url)).statusCode, url).toBe(404);
      }
    } finally {
      await withStorage(s3.env(prefix), (s) => s.remove('staging/setengah.webp'));
    }
  });

  it('removes the objects when the product is purged from Sampah on the other instance', async () => {
    const res = await upload(one.app);
    const { id, foto_produk: file } = res.json<{ id: number; foto_produk: string }>();
    expect((await bucketKeys()).filter((k) => k.includes(file.replace('.webp', '')))).toHaveLength(
      1 + IMAGE_VARIANT_WIDTHS.length,
    );
    const cookie = await login(two.app, MAIN_ADMIN);
    const deleted = await two.app.inject({
      method: 'DELETE',
      url: `/api/produk/${id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // In Sampah the objects wait (docs/decisions/0021); purged, they go.
    expect((await bucketKeys()).filter((k) => k.includes(file.replace('.webp', '')))).toHaveLength(
      1 + IMAGE_VARIANT_WIDTHS.length,
    );
    const sampahId = await sampahIdOf(database.db, 'produk', id);
    const purged = await two.app.inject({
      method: 'POST',
      url: '/api/trpc/sampah.deleteForever',
      payload: { id: sampahId },
      headers: { cookie },
    });
    expect(purged.statusCode, purged.body).toBe(200);
    expect((await bucketKeys()).filter((k) => k.includes(file.replace('.webp', '')))).toEqual([]);
    expect((await one.app.inject(`/images/produk/${file}`)).statusCode).toBe(404);
  });

  it('is swept like the disk: staged and orphaned objects go, named ones stay', async () => {
    await withStorage(s3.env(prefix), async (storage) => {
      await storage.put('staging/tertinggal.webp', Buffer.from('x'));
      await storage.put('produk/yatim.webp', Buffer.from('x'));
      const named = await bucketKeys();
      const result = await sweepUploads(
        { db: database.db, storage, log: one.app.log },
        { graceMs: 0, now: () => Date.now() + 1_000 },
      );
      expect(result).toEqual({ orphans: 1, unfinished: 1 });
      expect((await storage.list()).map((o) => o.key).sort()).toEqual(
        named.filter((k) => k !== 'staging/tertinggal.webp' && k !== 'produk/yatim.webp').sort(),
      );
    });
  });

  it('never writes the secret key to the logs', () => {
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.join('\n')).not.toContain(s3.secretAccessKey);
  });
});

/** An "S3" that answers every request with its own 503, as S3 does when it is overloaded. */
async function failingS3(): Promise<{ endpoint: string; close: () => Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(503, { 'content-type': 'application/xml' });
    response.end(
      '<?xml version="1.0" encoding="UTF-8"?><Error><Code>ServiceUnavailable</Code>' +
        '<Message>Please reduce your request rate.</Message></Error>',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('while the bucket cannot be reached', () => {
  it('reports an outage as such, and what S3 refuses as it is', async () => {
    const nobody = `http://127.0.0.1:${await freePort()}`;
    await withStorage({ ...s3.env(), S3_ENDPOINT: nobody }, async (storage) => {
      await expect(storage.get('produk/a.webp')).rejects.toBeInstanceOf(StorageUnavailableError);
    });
    const failing = await failingS3();
    try {
      await withStorage({ ...s3.env(), S3_ENDPOINT: failing.endpoint }, async (storage) => {
        await expect(storage.put('produk/a.webp', Buffer.from('x'))).rejects.toBeInstanceOf(
          StorageUnavailableError,
        );
      });
    } finally {
      await failing.close();
    }
    // A bucket that does not exist is a setting to fix, not an outage.
    await withStorage({ ...s3.env(), S3_BUCKET: 'tidak-ada' }, async (storage) => {
      const error = await storage.put('produk/a.webp', Buffer.from('x')).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(StorageUnavailableError);
    });
  });

  it.each([
    [
      'refuses connections',
      async () => ({
        endpoint: `http://127.0.0.1:${await freePort()}`,
        close: () => Promise.resolve(),
      }),
    ],
    ['answers 503 itself', failingS3],
  ])(
    'answers 503 for images and uploads when S3 %s, never a 500, and logs no secret',
    async (_, make) => {
      const unreachable = await make();
      const database = await createTestDatabase();
      await ensureMainAdmin(database.db, MAIN_ADMIN);
      const logs: string[] = [];
      const instance = await createInstance(
        database.db,
        { ...s3.env(), S3_ENDPOINT: unreachable.endpoint },
        { logger: { level: 'debug', stream: { write: (line: string) => void logs.push(line) } } },
      );
      try {
        const image = await instance.app.inject('/images/produk/apa-saja.webp');
        expect(image.statusCode).toBe(503);
        expect(image.json()).toEqual({ message: messages.unavailable });

        const cookie = await login(instance.app, MAIN_ADMIN);
        const body = await multipart(
          {
            nama_produk: 'Gamis Hujan',
            harga: 100000,
            diskon: 0,
            jumlah_terjual: 0,
            deskripsi_produk: 'Tidak tersimpan',
            kategori: 'gamis',
          },
          { data: await jpeg(), name: 'hujan.jpg' },
        );
        const res = await instance.app.inject({
          method: 'POST',
          url: '/api/produk',
          payload: body.payload,
          headers: { ...body.headers, cookie },
        });
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json()).toEqual({ message: messages.unavailable });
        // No row without its image.
        expect(await database.db.selectFrom('produk').select('id').execute()).toEqual([]);
        expect(logs.join('\n')).not.toContain(s3.secretAccessKey);
      } finally {
        await instance.close();
        await database.close();
        await unreachable.close();
      }
    },
  );
});
