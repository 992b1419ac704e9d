// The catalogue's CSV sent as the admin's import dialog sends it: a form with the file (and, to
// apply it, the preview's token), to a listening test app.

export interface CsvAnswer<T> {
  status: number;
  data: T | undefined;
  message: string | undefined;
}

export async function uploadCsv<T>(
  to: { address: string; cookie: string },
  procedure: 'preview' | 'commit',
  csv: string | Uint8Array,
  token?: string,
): Promise<CsvAnswer<T>> {
  const form = new FormData();
  form.append('file', new Blob([csv as BlobPart], { type: 'text/csv' }), 'produk.csv');
  if (token) form.append('token', token);
  const res = await fetch(`${to.address}/api/trpc/produkCsv.${procedure}`, {
    method: 'POST',
    body: form,
    headers: { cookie: to.cookie },
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
