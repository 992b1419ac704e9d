import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { tableOwners } from './table-owners.js';

// The project's own eslint.config.js, run on snippets that are not on disk (without type
// information, which the boundaries do not need and in-memory files cannot have).
const eslint = new ESLint({
  cwd: path.resolve(import.meta.dirname, '..'),
  overrideConfig: tseslint.configs.disableTypeChecked,
});

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId?.startsWith('boundaries/') ?? m.fatal)
    .map((m) => m.ruleId ?? m.message);
}

describe('the import boundaries of docs/conventions.md', () => {
  it.each([
    ['src/shared/copy.ts', "import { z } from 'zod';"],
    ['src/shared/copy.ts', "import { messages } from './messages.js';"],
    ['src/shared/schemas/x.ts', "import { messages } from '../messages.js';"],
    ['src/shared/schemas/x.ts', "export { byIdInput } from './common.js';"],
  ])('lets %s say: %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });

  it.each([
    ['src/shared/copy.ts', "import { trpc } from '../lib/trpc';"],
    [
      'src/shared/schemas/x.ts',
      "import { appRouter } from '../../../src-server/trpc/app-router.js';",
    ],
    ['src/shared/schemas/x.ts', "import { useState } from 'react';"],
    ['src/shared/copy.ts', "export * from '../lib/site';"],
    ['src/shared/copy.ts', "const load = () => import('../pages/shop/home-page');"],
  ])('refuses in %s: %s (src/shared imports only zod and itself)', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([
      'boundaries/shared-imports-only-zod-and-itself',
    ]);
  });

  it('lets src-server import src/shared and the SSR entry, and nothing else from src', async () => {
    const file = 'src-server/http/x.ts';
    expect(
      await boundaryErrors(file, "import { messages } from '../../src/shared/messages.js';"),
    ).toEqual([]);
    expect(
      await boundaryErrors(file, "import { render } from '../../src/entry-server.js';"),
    ).toEqual([]);
    expect(await boundaryErrors(file, "import { trpc } from '../../src/lib/trpc.js';")).toEqual([
      'boundaries/server-imports-only-shared-from-src',
    ]);
    expect(
      await boundaryErrors(
        file,
        "import { ShopLayout } from '../../src/components/shop/shop-layout.js';",
      ),
    ).toEqual(['boundaries/server-imports-only-shared-from-src']);
  });

  it('refuses a page importing another page, storefront or admin', async () => {
    expect(
      await boundaryErrors(
        'src/pages/shop/product-page.tsx',
        "import { NotFoundPage } from './not-found-page';",
      ),
    ).toEqual(['boundaries/page-imports-no-page']);
    expect(
      await boundaryErrors(
        'src/admin/pages/warna-admin-page.tsx',
        "import { X } from './produk-admin-page';",
      ),
    ).toEqual(['boundaries/page-imports-no-page']);
    expect(
      await boundaryErrors(
        'src/pages/shop/product-page.tsx',
        "import { NotFound } from '../../components/shop/not-found';",
      ),
    ).toEqual([]);
  });

  it('refuses storefront code importing admin code, and lets admin code import shared code', async () => {
    const adminImport = "import { AdminApp } from '../../admin/admin-app';";
    expect(await boundaryErrors('src/components/shop/x.tsx', adminImport)).toEqual([
      'boundaries/storefront-imports-no-admin',
    ]);
    expect(
      await boundaryErrors('src/routes.tsx', "import { AdminApp } from './admin/admin-app';"),
    ).toEqual(['boundaries/storefront-imports-no-admin']);
    expect(
      await boundaryErrors('src/admin/lib/x.ts', "import { copy } from '../../shared/copy';"),
    ).toEqual([]);
  });

  it('refuses a server file importing a layer above its own (app → http → features → trpc → services → db)', async () => {
    expect(
      await boundaryErrors(
        'src-server/db/x.ts',
        "import { findProdukById } from '../modules/produk/produk.queries.js';",
      ),
      // produk reads through db/: the other way is a loop between folders too.
    ).toEqual(['boundaries/server-layers', 'boundaries/no-folder-cycle']);
    expect(
      await boundaryErrors(
        'src-server/modules/produk/x.ts',
        "import { appRouter } from '../../app-router.js';",
      ),
    ).toEqual(['boundaries/server-layers', 'boundaries/no-folder-cycle']);
    expect(
      await boundaryErrors(
        'src-server/modules/produk/x.ts',
        "import { x } from '../../http/seo.js';",
      ),
    ).toEqual(['boundaries/server-layers']);
  });

  it('lets a module hold its REST adapter and router, use the services, and name types from above', async () => {
    const rest = 'src-server/modules/produk/produk.rest.ts';
    expect(
      await boundaryErrors(rest, "import { readLegacyBody } from '../../http/legacy-body.js';"),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src-server/modules/produk/produk.router.ts',
        "import { router } from '../../trpc/init.js';",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src-server/modules/klik/x.ts',
        "import { isPersonRequest } from '../../http/visitor.js';",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src-server/modules/klik/x.ts',
        "import type { Context } from '../../trpc/context.js';",
      ),
    ).toEqual([]);
  });

  it("refuses a module's internals to other modules and layers, and lets its public files through", async () => {
    expect(
      await boundaryErrors(
        'src-server/modules/produk/x.ts',
        "import { prepareSearch } from '../search/search.queries.js';",
      ),
    ).toEqual(['boundaries/module-entries']);
    expect(
      await boundaryErrors(
        'src-server/x.ts',
        "import { normalizeSearchText } from './modules/search/normalize.js';",
      ),
    ).toEqual(['boundaries/module-entries']);
    expect(
      await boundaryErrors(
        'src-server/modules/produk/x.ts',
        "import { searchProduk } from '../search/index.js';",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src-server/modules/klik/x.ts',
        "import { findWarna } from '../warna/warna.queries.js';",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src-server/modules/search/x.ts',
        "import { normalizeSearchText } from './normalize.js';",
      ),
    ).toEqual([]);
  });

  it('refuses an import that closes a cycle, unless it is type-only', async () => {
    // modules/search/index.ts imports normalize.ts.
    const file = 'src-server/modules/search/normalize.ts';
    expect(await boundaryErrors(file, "import { searchProduk } from './index.js';")).toEqual([
      'boundaries/no-cycle',
    ]);
    expect(await boundaryErrors(file, "import type { searchProduk } from './index.js';")).toEqual(
      [],
    );
    expect(await boundaryErrors(file, "const load = () => import('./index.js');")).toEqual([]);
  });

  it('refuses an import that closes a loop between server folders, unless it is type-only', async () => {
    // modules/produk reads the colours (produk.router → warna.queries): the other way is a loop,
    // though no file imports itself.
    const warna = 'src-server/modules/warna/x.ts';
    expect(
      await boundaryErrors(warna, "import { findProdukById } from '../produk/produk.queries.js';"),
    ).toEqual(['boundaries/no-folder-cycle']);
    expect(
      await boundaryErrors(
        warna,
        "import type { findProdukById } from '../produk/produk.queries.js';",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src-server/modules/produk/x.ts',
        "import { findWarna } from '../warna/warna.queries.js';",
      ),
    ).toEqual([]);
    // A service importing a feature that uses it closes a loop too.
    expect(
      await boundaryErrors(
        'src-server/services/sampah/x.ts',
        "import { faqSampah } from '../../modules/faq/faq.sampah.js';",
      ),
    ).toContain('boundaries/no-folder-cycle');
  });

  it('refuses a write to a table of another folder, with Kysely or raw SQL, and names its owner', async () => {
    const warna = 'src-server/modules/warna/x.ts';
    expect(
      await boundaryErrors(warna, "await db.updateTable('produk').set({ harga: 1 }).execute();"),
    ).toEqual(['boundaries/table-owners']);
    expect(
      await boundaryErrors(warna, 'await sql`update produk set harga = 1`.execute(db);'),
    ).toEqual(['boundaries/table-owners']);
    expect(
      await boundaryErrors(warna, "await db.deleteFrom('warna').where('id', '=', 1).execute();"),
    ).toEqual([]);
    // Reading another's table, and locking the rows read, are not writes.
    expect(
      await boundaryErrors(
        warna,
        'await sql`select id from produk where id = 1 for update`.execute(db);',
      ),
    ).toEqual([]);
    // The demo data's seeding writes any table.
    expect(
      await boundaryErrors('src-server/seed/x.ts', "await db.insertInto('produk').values(row);"),
    ).toEqual([]);
  });

  it('gives every table of the schema an owner', async () => {
    const schema = await import('node:fs/promises').then((fs) =>
      fs.readFile(path.resolve(import.meta.dirname, '../src-server/db/schema.ts'), 'utf8'),
    );
    const database = /export interface Database \{([^}]*)\}/.exec(schema)?.[1] ?? '';
    const tables = [...database.matchAll(/^\s+(\w+):/gm)].map((m) => m[1]);
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.filter((table) => table && !(table in tableOwners))).toEqual([]);
  });
});
