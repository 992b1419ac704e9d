import { expect } from 'vitest';
import type {
  ProdukCsvExport,
  ProdukCsvExportInput,
  ProdukCsvPreview,
} from '../../src/shared/schemas/produk-csv.js';
import type { FastifyInstance } from 'fastify';
import { trpcQuery } from './test-app.js';

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
