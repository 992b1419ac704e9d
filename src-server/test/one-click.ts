// RFC 8058 one-click unsubscribe POSTs as mailbox providers send them: the body
// `List-Unsubscribe=One-Click` urlencoded, or as multipart/form-data (encoded here by the
// platform's own FormData, boundary and all, as a client's would be), or no body at all.

export interface OneClickPost {
  name: string;
  headers: Record<string, string>;
  payload?: Buffer | string;
}

export async function oneClickPosts(): Promise<OneClickPost[]> {
  const form = new FormData();
  form.append('List-Unsubscribe', 'One-Click');
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return [
    {
      name: 'urlencoded',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    },
    {
      name: 'multipart',
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    },
    { name: 'empty', headers: {} },
  ];
}
