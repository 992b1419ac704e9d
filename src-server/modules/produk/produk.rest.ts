import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SEARCH_MAX_LIMIT } from '../../../src/shared/limits.js';
import type { Produk } from '../../../src/shared/schemas/produk.js';
import { readLegacyBody } from '../../http/legacy-body.js';
import { legacyDeleted, type RestOptions } from '../../http/rest.js';

// Legacy product paths of docs/product.md §7. Products carry the sold count under both of its names.

function toLegacyProduk(produk: Produk) {
  return { ...produk, produk_terjual: produk.jumlah_terjual };
}

/**
 * Each product's legacy JSON, once per product object: a visitor's lists and searches hand back
 * the kept catalogue's products, the same objects from request to request until a change. A
 * search answer of twenty products was mostly these twenty copies and their JSON, made anew for
 * every request.
 */
const legacyJsonOf = new WeakMap<Produk, string>();

/** `produk` as a legacy list answers it: the JSON array of toLegacyProduk's objects. */
function legacyListJson(produk: readonly Produk[]): string {
  const items = produk.map((item) => {
    let json = legacyJsonOf.get(item);
    if (json === undefined) {
      json = JSON.stringify(toLegacyProduk(item));
      legacyJsonOf.set(item, json);
    }
    return json;
  });
  return `[${items.join(',')}]`;
}

const JSON_TYPE = 'application/json; charset=utf-8';

type ListQuery = { page?: string; limit?: string };

/**
 * A legacy list a hundred products at a time (`?page=`, `?limit=` up to 100), still a bare
 * array: `X-Total-Count` says how many there are, `Link` (RFC 8288) where the other pages are.
 */
async function legacyList(
  req: FastifyRequest<{ Querystring: ListQuery }>,
  res: FastifyReply,
  api: RestOptions['api'],
  kategori?: string,
) {
  const { items, total, page, pageSize } = await api(req, res).produk.legacyList({
    ...(kategori !== undefined && { kategori }),
    ...(req.query.page !== undefined && { page: req.query.page }),
    ...(req.query.limit !== undefined && { pageSize: req.query.limit }),
  });
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const path = req.url.split('?')[0];
  const at = (n: number) =>
    `<${path}?page=${n}${req.query.limit !== undefined ? `&limit=${pageSize}` : ''}>`;
  const links = [
    page < lastPage && `${at(page + 1)}; rel="next"`,
    page > 1 && `${at(page - 1)}; rel="prev"`,
    `${at(1)}; rel="first"`,
    `${at(lastPage)}; rel="last"`,
  ].filter(Boolean);
  return res
    .header('x-total-count', String(total))
    .header('link', links.join(', '))
    .type(JSON_TYPE)
    .send(legacyListJson(items));
}

export function produkRest(app: FastifyInstance, { api, guard }: RestOptions): void {
  app.get<{ Querystring: ListQuery }>('/produk', (req, res) => legacyList(req, res, api));

  app.get<{ Params: { id: string } }>('/produk/:id', async (req, res) =>
    toLegacyProduk(await api(req, res).produk.byId({ id: req.params.id })),
  );

  app.get<{ Params: { query?: string } }>('/produk/search/:query?', async (req, res) => {
    const found = await api(req, res).produk.search({
      query: req.params.query ?? '',
      limit: SEARCH_MAX_LIMIT,
    });
    return res.type(JSON_TYPE).send(legacyListJson(found));
  });

  app.get<{ Params: { filter: string }; Querystring: ListQuery }>(
    '/kategoriproduk/:filter',
    (req, res) => legacyList(req, res, api, req.params.filter),
  );

  app.post('/produk', { onRequest: guard('produk.create') }, async (req, res) => {
    const created = await api(req, res).produk.create(await readLegacyBody(req));
    return res.status(201).send(toLegacyProduk(created));
  });

  app.patch<{ Params: { id: string } }>(
    '/produk/:id',
    { onRequest: guard('produk.update') },
    async (req, res) =>
      toLegacyProduk(
        await api(req, res).produk.update({ ...(await readLegacyBody(req)), id: req.params.id }),
      ),
  );

  app.delete<{ Params: { id: string } }>(
    '/produk/:id',
    { onRequest: guard('produk.delete') },
    (req, res) => legacyDeleted(api(req, res).produk.delete({ id: req.params.id })),
  );
}
