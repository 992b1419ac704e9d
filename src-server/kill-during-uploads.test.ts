import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, variantFileName } from '../src/shared/images.js';
import { connectDatabase } from './db/connect.js';
import { sessionCookieFrom } from './test/admins.js';
import { startServer, type ServerProcess } from './test/server-process.js';
import { jpeg, listFiles, multipart } from './test/uploads.js';

// Issue 8 item 7: a kill -9 in the middle of uploads leaves no file that no row names, once the
// server has started again, and never a row whose file is missing. The real entry point runs
// as a child process; on PGlite, or on a fresh database of TEST_DATABASE_URL's server.

const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'etalase-kill-'));
const uploadDir = path.join(dataDir, 'uploads');
const admin = { username: 'utama', password: 'rahasia-utama-123' };
const serverUrl = process.env.TEST_DATABASE_URL;
const databaseName = `etalase_kill_${process.pid}_${randomBytes(4).toString('hex')}`;
const databaseUrl = serverUrl && withDatabase(serverUrl, databaseName);

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

if (serverUrl) await onServer(serverUrl, `create database ${databaseName}`);
afterAll(async () => {
  if (serverUrl) await onServer(serverUrl, `drop database if exists ${databaseName} with (force)`);
  await fsp.rm(dataDir, { recursive: true, force: true });
});

const env = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'info',
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  ADMIN_USERNAME: admin.username,
  ADMIN_PASSWORD: admin.password,
  // Nothing is in flight when the test starts the server, so the start-up sweep may take
  // every file no row names, however young.
  UPLOAD_SWEEP_GRACE_MS: '0',
  ...(databaseUrl && { DATABASE_URL: databaseUrl }),
};

/** Every file the rows name: originals and their variants, as paths under the uploads folder. */
async function filesNamedByRows(): Promise<{ files: Set<string>; produkFotos: Set<string> }> {
  // The server is stopped (PGlite allows one process), or its own database on PostgreSQL.
  const database = await connectDatabase({ databaseUrl, dataDir });
  try {
    const produk = await database.db.selectFrom('produk').select('foto_produk').execute();
    const warna = await database.db.selectFrom('warna').select(['id_produk', 'foto']).execute();
    const testimoni = await database.db.selectFrom('testimoni').select('foto_testimoni').execute();
    const originals = [
      ...produk.map((p) => `produk/${p.foto_produk}`),
      ...warna.map((w) => `produk/${w.id_produk}/${w.foto}`),
      ...testimoni.map((t) => `testimoni/${t.foto_testimoni}`),
    ];
    const files = new Set<string>();
    for (const original of originals) {
      const slash = original.lastIndexOf('/');
      const folder = original.slice(0, slash);
      const file = original.slice(slash + 1);
      files.add(original);
      for (const w of IMAGE_VARIANT_WIDTHS) files.add(`${folder}/${variantFileName(file, w)}`);
    }
    return { files, produkFotos: new Set(produk.map((p) => p.foto_produk)) };
  } finally {
    await database.close();
  }
}

async function login(server: ServerProcess): Promise<string> {
  const res = await fetch(`${server.url}/api/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return sessionCookieFrom(res.headers.getSetCookie());
}

/**
 * Uploads products on `streams` connections at once until the process dies. Once `armAfter`
 * uploads were answered, the first file event in the uploads folder that `killOn` picks (or
 * a second, whichever comes first) kills the server with SIGKILL. Answers the photo of every
 * product whose creation was acknowledged with 201.
 */
async function uploadUntilKilled(
  server: ServerProcess,
  killOn: (file: string) => boolean,
  { streams = 4, armAfter = 3 } = {},
): Promise<string[]> {
  const cookie = await login(server);
  const image = await jpeg(1200, 1500);
  const acknowledged: string[] = [];
  let killed = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    server.kill('SIGKILL');
  };
  const watcher = fs.watch(uploadDir, { recursive: true }, (_event, file) => {
    if (acknowledged.length >= armAfter && file && killOn(file)) kill();
  });
  let fallback: NodeJS.Timeout | undefined;

  const stream = async (n: number) => {
    for (let i = 0; !killed; i++) {
      const body = await multipart(
        {
          nama_produk: `Gamis ${n}-${i}`,
          harga: 150_000,
          diskon: 0,
          jumlah_terjual: 0,
          deskripsi_produk: 'Diunggah saat server dimatikan',
          kategori: 'gamis',
        },
        { data: image },
      );
      const res = await fetch(`${server.url}/api/produk`, {
        method: 'POST',
        headers: { ...body.headers, cookie },
        body: new Uint8Array(body.payload),
      }).catch(() => undefined);
      if (!res) return; // the process is gone
      const created = (await res.json().catch(() => undefined)) as
        { foto_produk?: string } | undefined;
      if (res.status === 201 && created?.foto_produk) {
        acknowledged.push(created.foto_produk);
        if (acknowledged.length === armAfter) fallback = setTimeout(kill, 1_000);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: streams }, (_, n) => stream(n)));
    await server.exited;
  } finally {
    watcher.close();
    clearTimeout(fallback);
  }
  return acknowledged;
}

/** What the kill left, read with the server stopped: files no row names, rows without files. */
async function inspect() {
  const named = await filesNamedByRows();
  const onDisk = new Set(await listFiles(uploadDir));
  return {
    ...named,
    strays: [...onDisk].filter((f) => !named.files.has(f)),
    missing: [...named.files].filter((f) => !onDisk.has(f)),
  };
}

describe('kill -9 during uploads', () => {
  it('leaves, after a restart, only files that rows name, and every row keeps its files', async () => {
    const leftByCrash: string[][] = [];

    // While originals appear in their public folder, then while an upload's files are first
    // written: the two places a crash can interrupt.
    for (const killOn of [
      (file: string) => file.startsWith('produk'),
      (file: string) => !file.startsWith('produk'),
    ]) {
      const server = await startServer(env);
      const acknowledged = await uploadUntilKilled(server, killOn);
      const afterCrash = await inspect();
      // Never a row without its file, even right after the crash.
      expect(afterCrash.missing).toEqual([]);
      for (const foto of acknowledged) expect(afterCrash.produkFotos).toContain(foto);
      // What the previous crash left was removed when the server started again.
      for (const stray of leftByCrash.flat()) expect(afterCrash.strays).not.toContain(stray);
      leftByCrash.push(afterCrash.strays);
    }
    // The crashes did interrupt uploads: without that the test would prove nothing.
    expect(leftByCrash.flat().length).toBeGreaterThan(0);

    const server = await startServer(env);
    server.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const afterRestart = await inspect();
    expect(afterRestart.strays).toEqual([]);
    expect(afterRestart.missing).toEqual([]);
    expect(afterRestart.produkFotos.size).toBeGreaterThanOrEqual(6);
  }, 180_000);
});
