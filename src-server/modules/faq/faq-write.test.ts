import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Faq } from '../../../src/shared/schemas/faq.js';
import { createAdmins } from '../../test/admins.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { multipart } from '../../test/uploads.js';

let t: TestApp;
let staff: string;
let main: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ staffCookie: staff, mainCookie: main } = await createAdmins(t.app, t.db));
});
afterAll(() => t.close());

describe('FAQ writes over REST', () => {
  it('POST /api/faq accepts JSON, urlencoded and multipart', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/faq',
      payload: { pertanyaan: 'Bisa COD?', jawaban: 'Bisa.' },
      headers: { cookie: staff },
    });
    expect(json.statusCode).toBe(201);
    expect(json.json()).toEqual({
      id: expect.any(Number),
      pertanyaan: 'Bisa COD?',
      jawaban: 'Bisa.',
      createdAt: expect.any(String),
    });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/faq',
      payload: 'pertanyaan=Ongkir%3F&jawaban=Gratis',
      headers: { cookie: staff, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.json()).toMatchObject({ pertanyaan: 'Ongkir?', jawaban: 'Gratis' });
    const body = await multipart({ pertanyaan: 'Retur?', jawaban: '7 hari' });
    const mp = await t.app.inject({
      method: 'POST',
      url: '/api/faq',
      payload: body.payload,
      headers: { ...body.headers, cookie: staff },
    });
    expect(mp.json()).toMatchObject({ pertanyaan: 'Retur?' });
  });

  it('asks for both fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/faq',
      payload: { pertanyaan: 'Tanpa jawaban' },
      headers: { cookie: staff },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Jawaban wajib diisi.',
      issues: [{ path: 'jawaban', message: 'Jawaban wajib diisi.' }],
    });
  });

  it('PATCH edits, DELETE removes, and both answer 404 for a missing FAQ', async () => {
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/faq',
        payload: { pertanyaan: 'Lama?', jawaban: '2 hari' },
        headers: { cookie: staff },
      })
    ).json<Faq>();
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/faq/${created.id}`,
      payload: { pertanyaan: 'Berapa lama?', jawaban: '2-5 hari kerja' },
      headers: { cookie: staff },
    });
    expect(edited.json()).toMatchObject({
      id: created.id,
      pertanyaan: 'Berapa lama?',
      jawaban: '2-5 hari kerja',
      createdAt: created.createdAt,
    });
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/faq/99999',
          payload: { pertanyaan: 'a', jawaban: 'b' },
          headers: { cookie: staff },
        })
      ).json(),
    ).toEqual({ message: 'FAQ tidak ditemukan.' });
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/faq/${created.id}`,
          headers: { cookie: main },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/faq/${created.id}`,
          headers: { cookie: main },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/faq/abc', headers: { cookie: main } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('user management over REST', () => {
  it('creates, refuses a taken username in any case with 409, edits and deletes', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      payload: { username: 'kasir', password: 'kasir-rahasia-1' },
      headers: { cookie: main },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), username: 'kasir' });
    const { id } = created.json<{ id: number }>();

    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      payload: { username: 'KASIR', password: 'lain-lain-123' },
      headers: { cookie: main },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'Username sudah dipakai.' });

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${id}`,
      payload: { username: 'kasir2', password: '' },
      headers: { cookie: main },
    });
    expect(renamed.json()).toEqual({ id, username: 'kasir2' });
    const clash = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${id}`,
      payload: { username: 'Staf' },
      headers: { cookie: main },
    });
    expect(clash.statusCode).toBe(409);

    const list = await t.app.inject({ url: '/api/user', headers: { cookie: main } });
    expect(list.json()).toEqual([
      { id: 1, username: 'utama' },
      { id: expect.any(Number), username: 'staf' },
      { id, username: 'kasir2' },
    ]);

    expect(
      (
        await t.app.inject({ method: 'DELETE', url: `/api/user/${id}`, headers: { cookie: main } })
      ).json(),
    ).toEqual({ id });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/user/${id}`, headers: { cookie: main } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/user/${id}`,
          payload: { username: 'hantu' },
          headers: { cookie: main },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses short passwords and bad usernames', async () => {
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      payload: { username: 'baru', password: 'pendek' },
      headers: { cookie: main },
    });
    expect(short.json()).toMatchObject({ message: 'Password minimal 8 karakter.' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      payload: { username: 'a b', password: 'panjang-sekali' },
      headers: { cookie: main },
    });
    expect(bad.statusCode).toBe(400);
  });
});
