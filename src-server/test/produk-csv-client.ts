import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type {
  ProdukCsvExport,
  ProdukCsvExportInput,
  ProdukCsvPreview,
} from '../../src/shared/schemas/produk-csv.js';
import { createAdmins } from './admins.js';
import { createTestApp, trpcQuery, type TestApp } from './test-app.js';

// The catalogue's CSV as the admin's dialog drives it (docs/product.md §11 Ekspor dan impor CSV):
// export, then the file posted as a form to the listening app for a preview or a commit.

export interface CsvAnswer<T> {
  status: number;
  data: T | undefined;
  message: string | undefined;
}

/** Each argument is read when a request is made (the app starts in the test's beforeAll). */
export function produkCsvClient(
  app: () => FastifyInstance,
  address: () => string,
  cookie: () => string,
) {
  async function exportCsv(input: ProdukCsvExportInput = {}): Promise<ProdukCsvExport> {
    const res = await trpcQuery<ProdukCsvExport>(app(), 'produkCsv.export', input, {
      cookie: cookie(),
    });
    expect(res.status).toBe(200);
    return res.data;
  }

  async function upload<T>(
    procedure: 'preview' | 'commit',
    csv: string | Uint8Array,
    token?: string,
    options: { lewati?: boolean } = {},
  ): Promise<CsvAnswer<T>> {
    const form = new FormData();
    form.append('file', new Blob([csv as BlobPart], { type: 'text/csv' }), 'produk.csv');
    if (token) form.append('token', token);
    if (options.lewati) form.append('lewati', '1');
    const res = await fetch(`${address()}/api/trpc/produkCsv.${procedure}`, {
      method: 'POST',
      body: form,
      headers: { cookie: cookie() },
    });
    const body = (await res.json()) as {
      result?: { data: T };
      error?: { message: string };
      message?: string;
    };
    // tRPC wraps its errors; a refusal before tRPC (a body too long) is answered bare.
    return {
      status: res.status,
      data: body.result?.data,
      message: body.error?.message ?? body.message,
    };
  }

  async function preview(csv: string | Uint8Array): Promise<ProdukCsvPreview> {
    const res = await upload<ProdukCsvPreview>('preview', csv);
    expect(res.status, res.message).toBe(200);
    if (!res.data) throw new Error('no preview');
    return res.data;
  }

  return { exportCsv, upload, preview };
}

/**
 * A test file's own app, listening (the forms go over HTTP as the dialog sends them), with a
 * staff admin signed in; `t` and `staff` are set once the file's beforeAll has run. With
 * `enabled` false nothing starts (a test file skipped as a whole).
 */
export function produkCsvTestApp(options: { enabled?: boolean } = {}) {
  const state = {} as { t: TestApp; staff: string; address: string };
  beforeAll(async () => {
    if (options.enabled === false) return;
    state.t = await createTestApp();
    ({ staffCookie: state.staff } = await createAdmins(state.t.app, state.t.db));
    state.address = await state.t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    if (options.enabled !== false) await state.t.close();
  });
  const client = produkCsvClient(
    () => state.t.app,
    () => state.address,
    () => state.staff,
  );
  return Object.assign(state, client);
}
