import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmins,
  login,
  MAIN_ADMIN,
  sessionCookieFrom,
  STAFF_ADMIN,
} from '../../test/admins.js';
import { createTestApp, trpcMutation, trpcQuery, type TestApp } from '../../test/test-app.js';
import type { Me } from '../../../src/shared/schemas/user.js';

let t: TestApp;
let ip = 0;
// Each test logs in from its own address, so the per-client login limit does not leak across.
const from = () => ({ 'x-forwarded-for': `10.1.0.${++ip}` });

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  await createAdmins(t.app, t.db);
});
afterAll(() => t.close());

const me = async (cookie?: string) =>
  (await trpcQuery<Me | null>(t.app, 'auth.me', undefined, cookie ? { cookie } : {})).data;

describe('auth.login', () => {
  it('starts a session in an HttpOnly, SameSite=Lax cookie and answers id and username', async () => {
    const res = await trpcMutation<{ id: number; username: string }>(
      t.app,
      'auth.login',
      MAIN_ADMIN,
      from(),
    );
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ id: 1, username: 'utama' });
    const setCookie = String(res.response.headers['set-cookie']);
    expect(setCookie).toMatch(/^etalase_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/); // served over plain http here
    expect(await me(sessionCookieFrom(res.response.headers['set-cookie']))).toEqual({
      id: 1,
      username: 'utama',
      isMainAdmin: true,
    });
  });

  it('stores only a hash of the session token', async () => {
    const cookie = await login(t.app, STAFF_ADMIN);
    const token = cookie.split('=')[1] as string;
    const rows = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('matches the username in any case', async () => {
    const res = await trpcMutation(
      t.app,
      'auth.login',
      { username: 'UTAMA', password: MAIN_ADMIN.password },
      from(),
    );
    expect(res.status).toBe(200);
  });

  it('answers 401 "Username atau password salah" for a wrong password or an unknown user', async () => {
    for (const credentials of [
      { username: 'utama', password: 'salah-sekali' },
      { username: 'tidak-ada', password: 'apa-saja-123' },
    ]) {
      const res = await trpcMutation(t.app, 'auth.login', credentials, from());
      expect(res.status).toBe(401);
      expect(res.error?.message).toBe('Username atau password salah');
      expect(res.response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('asks for both fields', async () => {
    const res = await trpcMutation(t.app, 'auth.login', { username: ' ', password: '' }, from());
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe('Username wajib diisi.');
  });

  it('refuses a client after 5 failures for one username, saying when to retry', async () => {
    const headers = from();
    const other = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      await createAdmins(other.app, other.db);
      for (let i = 0; i < 5; i++) {
        const res = await trpcMutation(
          other.app,
          'auth.login',
          { username: 'staf', password: `salah-${i}` },
          headers,
        );
        expect(res.status).toBe(401);
      }
      const blocked = await trpcMutation(other.app, 'auth.login', STAFF_ADMIN, headers);
      expect(blocked.status).toBe(429);
      expect(blocked.error?.message).toBe(
        'Terlalu banyak percobaan. Silakan coba lagi dalam 15 menit.',
      );
      expect(Number(blocked.response.headers['retry-after'])).toBeGreaterThan(800);
      // Another username from the same client is not refused,
      expect((await trpcMutation(other.app, 'auth.login', MAIN_ADMIN, headers)).status).toBe(200);
      // and the same username from a client with no failures logs in.
      expect((await trpcMutation(other.app, 'auth.login', STAFF_ADMIN, from())).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('cannot be turned into a lock-out: 50 failures from other clients leave the owner logging in, slowed at most LOGIN_SLOWDOWN_MAX_MS', async () => {
    const other = await createTestApp({ TRUST_PROXY: 'true', LOGIN_SLOWDOWN_MAX_MS: '100' });
    try {
      await createAdmins(other.app, other.db);
      // Ten clients guess the main admin's password five times each: every one stays within
      // its own limit, and together they are far past the free failures for the username.
      const guesses = await Promise.all(
        Array.from({ length: 10 }, async (_, client) => {
          const statuses: number[] = [];
          for (let i = 0; i < 5; i++) {
            const res = await trpcMutation(
              other.app,
              'auth.login',
              { username: MAIN_ADMIN.username, password: `tebakan-${client}-${i}` },
              { 'x-forwarded-for': `10.8.0.${client}` },
            );
            statuses.push(res.status);
          }
          return statuses;
        }),
      );
      expect(guesses.flat()).toEqual(Array.from({ length: 50 }, () => 401));

      const started = performance.now();
      const owner = await trpcMutation(other.app, 'auth.login', MAIN_ADMIN, from());
      const tookMs = performance.now() - started;
      expect(owner.status).toBe(200);
      // Slowed down, by the cap: uncapped, 45 failures past the free five would cost 9 s.
      expect(tookMs).toBeGreaterThanOrEqual(90);
      expect(tookMs).toBeLessThan(3_000);

      // A guessing client is refused even the right password,
      const guesser = { 'x-forwarded-for': '10.8.0.0' };
      const refused = await trpcMutation(other.app, 'auth.login', MAIN_ADMIN, guesser);
      expect(refused.status).toBe(429);
      expect(refused.error?.message).toBe(
        'Terlalu banyak percobaan. Silakan coba lagi dalam 15 menit.',
      );
      expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(800);
      // and the owner's logging in did not clear what the guessers earned.
      expect((await trpcMutation(other.app, 'auth.login', MAIN_ADMIN, guesser)).status).toBe(429);
    } finally {
      await other.close();
    }
  }, 60_000); // 51 scrypt checks on two cores

  it('counts wrong passwords sent at once from one client: five are tried, the rest refused', async () => {
    const headers = from();
    const statuses = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const credentials = { username: 'serentak', password: `tebakan-${i}` };
        return (await trpcMutation(t.app, 'auth.login', credentials, headers)).status;
      }),
    );
    expect(statuses.sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it('limits attempts from one client to 20 in 15 minutes', async () => {
    const headers = from();
    const statuses = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await trpcMutation(t.app, 'auth.login', { username: `orang${i}`, password: 'x' }, headers))
          .status,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  }, 90_000); // 20 scrypt checks, one after another, on two busy cores
});

describe('sessions', () => {
  it('auth.me is null without a session, with a made-up cookie, and with the spec browser flags', async () => {
    expect(await me()).toBeNull();
    expect(await me('etalase_session=dibuat-buat')).toBeNull();
    expect(await me('isAdminLoggedIn=true; adminId=1; adminUsername=utama')).toBeNull();
  });

  it('logout ends the session for good and clears the cookie', async () => {
    const cookie = await login(t.app, STAFF_ADMIN);
    expect(await me(cookie)).toMatchObject({ username: 'staf', isMainAdmin: false });
    const out = await trpcMutation(t.app, 'auth.logout', {}, { cookie });
    expect(out.status).toBe(200);
    expect(String(out.response.headers['set-cookie'])).toMatch(
      /etalase_session=;.*Expires=Thu, 01 Jan 1970/,
    );
    expect(await me(cookie)).toBeNull();
    expect((await trpcQuery(t.app, 'stats.dashboard', undefined, { cookie })).status).toBe(401);
  });

  it('expires after its absolute lifetime and after too long idle', async () => {
    const expired = await login(t.app, STAFF_ADMIN);
    const idle = await login(t.app, MAIN_ADMIN);
    const hashOf = async (cookie: string) => {
      const { hashSessionToken } = await import('../../services/session/session-token.js');
      return hashSessionToken(cookie.split('=')[1] as string);
    };
    await t.db
      .updateTable('sessions')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('token_hash', '=', await hashOf(expired))
      .execute();
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: sql<Date>`now() - interval '13 hours'` })
      .where('token_hash', '=', await hashOf(idle))
      .execute();
    expect(await me(expired)).toBeNull();
    expect(await me(idle)).toBeNull();
    expect((await trpcQuery(t.app, 'stats.dashboard', undefined, { cookie: expired })).status).toBe(
      401,
    );
  });

  it('lasts 7 days from login however busy it is: the cookie says so and so does the row', async () => {
    const res = await trpcMutation(t.app, 'auth.login', STAFF_ADMIN, from());
    expect(String(res.response.headers['set-cookie'])).toMatch(/Max-Age=604800(;|$)/);
    const cookie = sessionCookieFrom(res.response.headers['set-cookie']);
    const { hashSessionToken } = await import('../../services/session/session-token.js');
    const tokenHash = hashSessionToken(cookie.split('=')[1] as string);
    // Moves the login `age` into the past, with the session used 10 minutes ago: never idle,
    // and old enough that this request refreshes last_seen_at (which must not extend it).
    const loggedInAgo = (age: string) =>
      sql`UPDATE sessions
          SET created_at = now() - ${age}::interval,
              expires_at = expires_at - (created_at - (now() - ${age}::interval)),
              last_seen_at = now() - interval '10 minutes'
          WHERE token_hash = ${tokenHash}`.execute(t.db);

    await loggedInAgo('6 days 23 hours 58 minutes');
    expect(await me(cookie)).toMatchObject({ username: 'staf' });
    await loggedInAgo('7 days 1 minute');
    expect(await me(cookie)).toBeNull();
  });

  it("changing a user's password ends their other sessions; deleting a user ends all", async () => {
    const main = await login(t.app, MAIN_ADMIN);
    const { data: created } = await trpcMutation<{ id: number }>(
      t.app,
      'user.create',
      { username: 'sementara', password: 'awal-awal-123' },
      { cookie: main },
    );
    const theirs = await login(t.app, { username: 'sementara', password: 'awal-awal-123' });
    expect(await me(theirs)).not.toBeNull();

    await trpcMutation(
      t.app,
      'user.update',
      { id: created.id, username: 'sementara', password: 'baru-baru-123' },
      { cookie: main },
    );
    expect(await me(theirs)).toBeNull();
    expect(await me(main)).not.toBeNull();

    const again = await login(t.app, { username: 'sementara', password: 'baru-baru-123' });
    await trpcMutation(t.app, 'user.delete', { id: created.id }, { cookie: main });
    expect(await me(again)).toBeNull();
  });

  it('the main admin changing their own password keeps the session making the change', async () => {
    const current = await login(t.app, MAIN_ADMIN);
    const elsewhere = await login(t.app, MAIN_ADMIN);
    const res = await trpcMutation(
      t.app,
      'user.update',
      { id: 1, username: 'utama', password: MAIN_ADMIN.password },
      { cookie: current },
    );
    expect(res.status).toBe(200);
    expect(await me(current)).not.toBeNull();
    expect(await me(elsewhere)).toBeNull();
  });
});

describe('legacy REST: POST /api/user/login', () => {
  it('sets the same session cookie and answers { id, username }', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: STAFF_ADMIN,
      headers: from(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: expect.any(Number), username: 'staf' });
    const cookie = sessionCookieFrom(res.headers['set-cookie']);
    expect((await t.app.inject({ url: '/api/warna', headers: { cookie } })).statusCode).toBe(200);
  });

  it('accepts a urlencoded form too, and answers 401 with the message when wrong', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: `username=staf&password=${encodeURIComponent(STAFF_ADMIN.password)}`,
      headers: { ...from(), 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(ok.statusCode).toBe(200);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'staf', password: 'x' },
      headers: from(),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Username atau password salah' });
  });
});

describe('secrets', () => {
  it('never puts a password or a hash in a response or a log line', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({ TRUST_PROXY: 'true' }, { logLines: lines });
    try {
      const { mainCookie } = await createAdmins(logged.app, logged.db);
      const secrets = [
        MAIN_ADMIN.password,
        STAFF_ADMIN.password,
        'rahasia-baru-999',
        'salah-sekali-777',
      ];
      const bodies: string[] = [];
      const headers = { cookie: mainCookie };
      bodies.push(
        (
          await trpcMutation(logged.app, 'auth.login', {
            username: 'utama',
            password: 'salah-sekali-777',
          })
        ).response.body,
      );
      bodies.push(
        (
          await trpcMutation(
            logged.app,
            'user.create',
            { username: 'baru', password: 'rahasia-baru-999' },
            headers,
          )
        ).response.body,
      );
      bodies.push(
        (
          await trpcMutation(
            logged.app,
            'user.create',
            { username: 'baru', password: 'rahasia-baru-999' },
            headers,
          )
        ).response.body,
      );
      bodies.push((await trpcQuery(logged.app, 'user.list', undefined, headers)).response.body);
      bodies.push((await logged.app.inject({ url: '/api/user', headers })).body);
      bodies.push(
        (await logged.app.inject({ method: 'POST', url: '/api/user/login', payload: MAIN_ADMIN }))
          .body,
      );
      const hashes = (await logged.db.selectFrom('users').select('password_hash').execute()).map(
        (r) => r.password_hash,
      );
      const everything = [...bodies, ...lines].join('\n');
      expect(lines.length).toBeGreaterThan(5);
      for (const secret of [...secrets, ...hashes, 'scrypt$'])
        expect(everything).not.toContain(secret);
      expect(JSON.parse(bodies[3] as string)).toMatchObject({
        result: {
          data: [{ id: 1, username: 'utama' }, { username: 'staf' }, { username: 'baru' }],
        },
      });
      expect(bodies[4]).not.toMatch(/password/i);
    } finally {
      await logged.close();
    }
  });
});
