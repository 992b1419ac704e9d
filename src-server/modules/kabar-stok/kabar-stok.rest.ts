import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  BERHENTI_KABAR_PATH,
  berhentiKabarPath,
  KABARI_SAYA_PATH,
  kabarStokCopy,
  KONFIRMASI_KABAR_PATH,
  type KabarGalat,
} from '../../../src/shared/kabar-stok.js';
import { unsubscribeTokens } from '../../services/tokens/unsubscribe-token.js';
import { confirmKabarAlamat } from './kabar-stok.queries.js';
import { registerStopLinkBodies, stopLinkRoute } from '../../http/stop-link-body.js';
import type { CallerFor } from '../../http/rest.js';
import type { AppDeps } from '../../trpc/context.js';

// The alerts' plain HTML forms (docs/product.md §12 Kabar stok), so they work without
// JavaScript and before the page's scripts have run (docs/decisions/0015):
// - the product page's "Kabari saya" posts to KABARI_SAYA_PATH; the request is made by the same
//   procedure the page's script calls, and a redirect shows how it went (`/kabari-saya?…`);
// - the alert e-mail's stop link: its page's button posts to BERHENTI_KABAR_PATH, and the same
//   address takes RFC 8058's one-click POST (`List-Unsubscribe=One-Click`, urlencoded or
//   multipart, or an empty body; no page), as the
//   newsletter's unsubscribe link does (promo/unsubscribe-form.ts). A GET never stops anything.

// - the confirmation mail's link (KONFIRMASI_KABAR_PATH): a GET that confirms the address, as
//   the newsletter's confirmation link does (promo/confirm-link.ts: a scanner that opens it only
//   proves the mail arrived), then lands on the notice page.

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** `"{idWarna}:{idUkuran}"`, the radio's value; 0 is "no colour". */
function cellOf(value: string): { idWarna: number | null; idUkuran: number } | undefined {
  const found = /^(\d{1,10}):([1-9]\d{0,9})$/.exec(value);
  if (!found) return undefined;
  const idWarna = Number(found[1]);
  return { idWarna: idWarna === 0 ? null : idWarna, idUkuran: Number(found[2]) };
}

/** Which notice the result page shows for a refusal. */
function galatOf(error: unknown): KabarGalat {
  if (error instanceof TRPCError) {
    if (error.code === 'INTERNAL_SERVER_ERROR') throw error;
    if (error.code === 'TOO_MANY_REQUESTS') {
      return error.message === kabarStokCopy.quotaReached ? 'kuota' : 'batas';
    }
    if (error.code === 'NOT_FOUND') return 'produk';
    if (error.code === 'CONFLICT') return 'tersedia';
    if (error.cause instanceof z.ZodError) {
      const field = error.cause.issues[0]?.path[0];
      if (field === 'email') return 'email';
      if (field === 'persetujuan') return 'persetujuan';
      if (field === 'idProduk') return 'produk';
    }
    return 'sel';
  }
  throw error;
}

export async function registerKabarStokForms(
  app: FastifyInstance,
  deps: AppDeps,
  api: CallerFor,
): Promise<void> {
  app.get<{ Querystring: { token?: unknown } }>(KONFIRMASI_KABAR_PATH, async (request, reply) => {
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    const confirmed =
      /^[0-9a-f]{64}$/.test(token) &&
      (await confirmKabarAlamat(deps.db, token, unsubscribeTokens(deps.config)));
    return reply.redirect(
      `${KABARI_SAYA_PATH}?${confirmed ? 'hasil=dikonfirmasi' : 'galat=konfirmasi'}`,
      303,
    );
  });

  await app.register(async (form) => {
    await registerStopLinkBodies(form);

    form.post<{ Body: Record<string, unknown> | undefined }>(
      KABARI_SAYA_PATH,
      async (request, reply) => {
        const body = request.body ?? {};
        const produk = /^[1-9]\d{0,9}$/.test(text(body.produk)) ? text(body.produk) : '';
        const cell = cellOf(text(body.sel));
        void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
        const back = new URLSearchParams();
        if (produk) back.set('produk', produk);
        if (cell?.idWarna) back.set('warna', String(cell.idWarna));
        if (!cell || !produk) {
          back.set('galat', produk ? 'sel' : 'produk');
          return reply.redirect(`${KABARI_SAYA_PATH}?${back.toString()}`, 303);
        }
        try {
          await api(request, reply).kabarStok.request({
            idProduk: Number(produk),
            ...cell,
            email: text(body.email),
            // A ticked box sends "on".
            persetujuan: body.persetujuan !== undefined,
            halaman: `/detail/${produk}`,
          });
          back.set('hasil', 'tercatat');
        } catch (error) {
          back.set('galat', galatOf(error));
        }
        return reply.redirect(`${KABARI_SAYA_PATH}?${back.toString()}`, 303);
      },
    );

    stopLinkRoute(form, {
      path: BERHENTI_KABAR_PATH,
      linkPath: berhentiKabarPath,
      stopped: 'Berhenti menerima kabar stok.',
      stop: (token, request, reply) => api(request, reply).kabarStok.unsubscribe({ token }),
    });
  });
}
