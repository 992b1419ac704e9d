import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me } from '../../../src/shared/schemas/user.js';
import { createAdmins, login } from '../../test/admins.js';
import { createTestApp, trpcMutation, trpcQuery, type TestApp } from '../../test/test-app.js';
import { insertUser } from '../user/user.queries.js';
import { hashPassword } from '../../services/session/password.js';

// Akun saya: every admin changes their own password (auth.changePassword), over the real app.

let t: TestApp;
let ip = 0;
// Each test calls from its own address, so the per-client limits do not leak across.
const from = () => ({ 'x-forwarded-for': `10.2.0.${++ip}` });

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  await createAdmins(t.app, t.db);
});
afterAll(() => t.close());

let users = 0;
/** An admin of the test's own, with the password `lama-sekali-1`. */
async function newAdmin() {
  const username = `akun${++users}`;
  await insertUser(t.db, username, await hashPassword('lama-sekali-1'));
  return { username, password: 'lama-sekali-1' };
}

const me = async (cookie: string) =>
  (await trpcQuery<Me | null>(t.app, 'auth.me', undefined, { cookie })).data;

const change = (cookie: string, input: object, headers: Record<string, string> = from()) =>
  trpcMutation(t.app, 'auth.changePassword', input, { cookie, ...headers });

const valid = {
  currentPassword: 'lama-sekali-1',
  newPassword: 'baru-sekali-2',
  repeatPassword: 'baru-sekali-2',
};

describe('auth.changePassword', () => {
  it('sets the new password, ends the admin’s other sessions and keeps this one', async () => {
    const admin = await newAdmin();
    const here = await login(t.app, admin);
    const elsewhere = await login(t.app, admin);
    const main = await login(t.app, { username: 'utama', password: 'rahasia-utama-123' });

    const res = await change(here, valid);
    expect(res.status).toBe(200);
    expect((await me(here))?.username).toBe(admin.username);
    expect(await me(elsewhere)).toBeNull();
    // Another admin's session is not touched.
    expect((await me(main))?.username).toBe('utama');

    const old = await trpcMutation(t.app, 'auth.login', admin, from());
    expect(old.status).toBe(401);
    const renewed = await trpcMutation(
      t.app,
      'auth.login',
      { username: admin.username, password: 'baru-sekali-2' },
      from(),
    );
    expect(renewed.status).toBe(200);
  });

  it('refuses a wrong current password with 400 at its field, and changes nothing', async () => {
    const admin = await newAdmin();
    const cookie = await login(t.app, admin);
    const res = await change(cookie, { ...valid, currentPassword: 'salah-sekali-9' });
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe('Password sekarang salah.');
    expect(res.error?.data.issues).toEqual([
      { path: 'currentPassword', message: 'Password sekarang salah.' },
    ]);
    // The session goes on: a wrong password typed is not a logout.
    expect((await me(cookie))?.username).toBe(admin.username);
    expect((await trpcMutation(t.app, 'auth.login', admin, from())).status).toBe(200);
  });

  it.each([
    [{ ...valid, currentPassword: '' }, 'currentPassword', 'Password sekarang wajib diisi.'],
    [
      { ...valid, newPassword: 'pendek', repeatPassword: 'pendek' },
      'newPassword',
      'Password minimal 8 karakter.',
    ],
    [
      { ...valid, repeatPassword: 'baru-sekali-3' },
      'repeatPassword',
      'Ulangi password baru persis sama.',
    ],
    [
      { ...valid, newPassword: 'lama-sekali-1', repeatPassword: 'lama-sekali-1' },
      'newPassword',
      'Password baru harus berbeda dari password sekarang.',
    ],
  ])('refuses %j with 400 at %s', async (input, field, message) => {
    const cookie = await login(t.app, await newAdmin());
    const res = await change(cookie, input);
    expect(res.status).toBe(400);
    expect(res.error?.data.issues).toContainEqual({ path: field, message });
  });

  it('answers 401 without a session', async () => {
    const res = await trpcMutation(t.app, 'auth.changePassword', valid, from());
    expect(res.status).toBe(401);
  });

  it('refuses a client after 5 wrong current passwords, saying when to retry; others go on', async () => {
    const admin = await newAdmin();
    const cookie = await login(t.app, admin);
    const client = from();
    for (let i = 0; i < 5; i++) {
      const res = await change(cookie, { ...valid, currentPassword: `salah-${i}-sekali` }, client);
      expect(res.status).toBe(400);
    }
    const refused = await change(cookie, valid, client);
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toMatch(/^Terlalu banyak percobaan\. Silakan coba lagi dalam/);
    expect(refused.response.headers['retry-after']).toBeDefined();
    expect((await change(cookie, valid, from())).status).toBe(200);
  });
});
