import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

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

  it('refuses a server file importing a layer above its own (http → trpc → modules → db)', async () => {
    expect(
      await boundaryErrors(
        'src-server/db/x.ts',
        "import { findProdukById } from '../modules/produk/produk.queries.js';",
      ),
    ).toEqual(['boundaries/server-layers']);
    expect(
      await boundaryErrors(
        'src-server/modules/produk/x.ts',
        "import { appRouter } from '../../trpc/app-router.js';",
      ),
    ).toEqual(['boundaries/server-layers']);
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
        'src-server/http/x.ts',
        "import { normalizeSearchText } from '../modules/search/normalize.js';",
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
});
