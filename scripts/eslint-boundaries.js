// Import boundaries between folders (docs/conventions.md rule 1 and the layout rules), as ESLint rules.
//
// Each boundary is a rule of its own, so that several can apply to one file; which files a
// boundary covers is said by the `files` of the config block that turns it on. The target of a
// relative import is found by joining it to the importing file's folder: a boundary is about
// folders, so nothing needs resolving, and an import that names a missing file is judged all
// the same (a resolver-based rule such as import-x/no-restricted-paths skips what it cannot
// resolve, and would need to be taught that `./x.js` means `./x.ts`).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * A rule that judges every import of a file (static, re-export, dynamic with a literal).
 * Paths are relative to the project root, `/`-separated; one ending in `/` is a folder, else a
 * module named without its extension (`src/entry-server`).
 *
 * - `allow`: the only packages and paths the file may import (anything else is refused);
 * - `forbid` with `except`: the paths the file may not import, but for these.
 *
 * @param {{ allow?: string[]; forbid?: string[]; except?: string[]; message: string }} boundary
 * @returns {import('eslint').Rule.RuleModule}
 */
export function boundary({ allow, forbid = [], except = [], message }) {
  return {
    meta: {
      type: 'problem',
      docs: { description: message },
      schema: [],
      messages: { crossed: `${message} ('{{source}}')` },
    },
    create(context) {
      const root = context.cwd;
      const fileDir = path.dirname(context.filename);
      const check = (/** @type {import('estree').Node | null | undefined} */ source) => {
        if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
        const target = importTarget(source.value, fileDir, root);
        const allowed = allow
          ? allow.some((entry) => matches(entry, target))
          : !forbid.some((entry) => matches(entry, target)) ||
            except.some((entry) => matches(entry, target));
        if (!allowed) {
          context.report({ node: source, messageId: 'crossed', data: { source: source.value } });
        }
      };
      return {
        ImportDeclaration: (node) => check(node.source),
        ExportNamedDeclaration: (node) => check(node.source),
        ExportAllDeclaration: (node) => check(node.source),
        ImportExpression: (node) => check(node.source),
      };
    },
  };
}

/** `{ package: 'zod' }` for `zod/mini`, `{ path: 'src/shared/x' }` for `../shared/x.js`. */
function importTarget(specifier, fileDir, root) {
  if (!specifier.startsWith('.') && !path.isAbsolute(specifier)) {
    const parts = specifier.split('/');
    const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
    return { package: name ?? specifier };
  }
  const absolute = path.resolve(fileDir, specifier.replace(/[?#].*$/, ''));
  const relative = path.relative(root, absolute).split(path.sep).join('/');
  return { path: relative.replace(/\.(?:[cm]?[jt]sx?)$/, '') };
}

function matches(entry, target) {
  if ('package' in target) return entry === target.package;
  if (entry.endsWith('/')) return target.path.startsWith(entry);
  return target.path === entry;
}

/**
 * The server's layers (docs/conventions.md rule 1): a file imports only from its own layer and the
 * layers below it. A file's layer is the first of `layers` whose paths hold it, so a module's
 * REST adapter (`modules/x/x.rest.ts`) sits in the HTTP layer and its router in the tRPC layer,
 * beside the queries they call. `services` may be imported from any layer; a type-only import is
 * never refused (it is gone once compiled: `verbatimModuleSyntax`). Paths as for `boundary`.
 *
 * @param {{ layers: { name: string; paths: string[] }[]; services: string[] }} options
 * @returns {import('eslint').Rule.RuleModule}
 */
export function layers({ layers: ordered, services }) {
  const layerOf = (/** @type {string} */ file) =>
    ordered.findIndex((layer) => layer.paths.some((entry) => matchesPath(entry, file)));
  return {
    meta: {
      type: 'problem',
      docs: { description: 'A server file imports only from its own layer and those below it.' },
      schema: [],
      messages: {
        upward:
          "The {{from}} layer does not import the {{to}} layer above it ('{{source}}'): the server's layers are {{order}} (docs/conventions.md rule 1).",
      },
    },
    create(context) {
      const root = context.cwd;
      const file = relativePath(context.filename, root);
      const own = layerOf(file);
      if (own === -1) return {};
      return eachImport((source, typeOnly) => {
        if (typeOnly || typeof source.value !== 'string') return;
        const target = importTarget(source.value, path.dirname(context.filename), root);
        if (!('path' in target) || services.some((entry) => matches(entry, target))) return;
        const theirs = layerOf(target.path);
        if (theirs === -1 || theirs >= own) return;
        context.report({
          node: source,
          messageId: 'upward',
          data: {
            from: ordered[own]?.name ?? '',
            to: ordered[theirs]?.name ?? '',
            source: source.value,
            order: ordered.map((layer) => layer.name).join(' → '),
          },
        });
      });
    },
  };
}

/**
 * A module imports another module only through its public files (`entries[name]`, else
 * `<name>.router`, `<name>.rest` and `<name>.queries`; always `<name>.sampah` and
 * `<name>.kembalikan`); the rest of a module's folder is its own.
 * Code outside `modulesDir` is held to the same entries.
 *
 * @param {{ modulesDir: string; entries: Record<string, string[]> }} options
 * @returns {import('eslint').Rule.RuleModule}
 */
export function moduleEntries({ modulesDir, entries }) {
  const moduleOf = (/** @type {string} */ file) =>
    file.startsWith(modulesDir) ? file.slice(modulesDir.length).split('/')[0] : undefined;
  return {
    meta: {
      type: 'problem',
      docs: {
        description: 'A module is imported only through its public files, never its internals.',
      },
      schema: [],
      messages: {
        internal:
          "'{{source}}' is inside the {{module}} module: import it through {{entries}} (docs/conventions.md rule 1).",
      },
    },
    create(context) {
      const root = context.cwd;
      const own = moduleOf(relativePath(context.filename, root));
      return eachImport((source) => {
        if (typeof source.value !== 'string') return;
        const target = importTarget(source.value, path.dirname(context.filename), root);
        if (!('path' in target)) return;
        const theirs = moduleOf(target.path);
        if (theirs === undefined || theirs === own) return;
        const publicFiles = entries[theirs] ?? [
          `${theirs}.router`,
          `${theirs}.rest`,
          `${theirs}.queries`,
        ];
        const file = target.path.slice(modulesDir.length + theirs.length + 1);
        // Its parts of the Sampah and Riwayat registries (`<name>.sampah`, `<name>.kembalikan`)
        // are public too: the composition registers them, and a Sampah kind takes what goes
        // with it through the owners' parts.
        if (
          publicFiles.includes(file) ||
          file === `${theirs}.sampah` ||
          file === `${theirs}.kembalikan`
        ) {
          return;
        }
        context.report({
          node: source,
          messageId: 'internal',
          data: {
            source: source.value,
            module: theirs,
            entries: publicFiles.map((entry) => `${entry}.ts`).join(', '),
          },
        });
      });
    },
  };
}

/**
 * No import cycle: a file never imports, directly or through others, a file that imports it.
 * Static imports and re-exports count; type-only ones are gone once compiled, and a dynamic
 * `import()` runs after every module has loaded, so neither can make a cycle's half-initialised
 * module. Relative imports are followed (`./x.js` is `./x.ts` or `./x.tsx`); packages are not.
 * Each file's imports are read once per run (and again when it changes).
 *
 * @returns {import('eslint').Rule.RuleModule}
 */
export function noCycle() {
  return {
    meta: {
      type: 'problem',
      docs: { description: 'Forbids import cycles between the project files.' },
      schema: [],
      messages: { cycle: 'Import cycle: {{cycle}} (move what they share to a file both import).' },
    },
    create(context) {
      const root = context.cwd;
      const self = context.filename;
      return eachImport(
        (source, typeOnly) => {
          if (typeOnly || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
          const target = resolveFile(path.resolve(path.dirname(self), source.value));
          if (!target) return;
          const route = pathBetween(target, self);
          if (!route) return;
          const cycle = [self, ...route].map((file) => relativePath(file, root)).join(' → ');
          context.report({ node: source, messageId: 'cycle', data: { cycle } });
        },
        { dynamic: false },
      );
    },
  };
}

/** The files from `from` to `to` along static imports (both included), or undefined. */
function pathBetween(from, to) {
  const parent = new Map([[from, '']]);
  const queue = [from];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    if (file === to) {
      const route = [];
      for (let at = file; at !== ''; at = parent.get(at) ?? '') route.unshift(at);
      return route;
    }
    for (const next of staticImports(file)) {
      if (!parent.has(next)) {
        parent.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** @type {Map<string, { mtime: number; imports: string[] }>} */
const importsRead = new Map();

/** The project files `file` imports statically, not type-only (read with TypeScript's parser). */
function staticImports(file) {
  let mtime;
  try {
    mtime = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const known = importsRead.get(file);
  if (known?.mtime === mtime) return known.imports;
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const imports = [];
  for (const statement of source.statements) {
    let specifier;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly) specifier = statement.moduleSpecifier;
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      specifier = statement.moduleSpecifier;
    }
    if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')) {
      const target = resolveFile(path.resolve(path.dirname(file), specifier.text));
      if (target) imports.push(target);
    }
  }
  importsRead.set(file, { mtime, imports });
  return imports;
}

/** The file a relative import names: `x.js` written for `x.ts` or `x.tsx`, as TypeScript reads it. */
function resolveFile(absolute) {
  const bare = absolute.replace(/[?#].*$/, '');
  const stem = bare.replace(/\.(?:[cm]?[jt]sx?)$/, '');
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, bare, `${bare}/index.ts`]) {
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/**
 * The handlers that call `check` with each import's source and whether the import is type-only
 * (`import type`, `export type`, or `import { type A, type B }`).
 */
function eachImport(check, { dynamic = true } = {}) {
  const typeOnlyImport = (node) =>
    node.importKind === 'type' ||
    (node.specifiers.length > 0 &&
      node.specifiers.every(
        (specifier) => specifier.type === 'ImportSpecifier' && specifier.importKind === 'type',
      ));
  /** @type {Record<string, (node: any) => void>} */
  const handlers = {
    ImportDeclaration: (node) => check(node.source, typeOnlyImport(node)),
    ExportNamedDeclaration: (node) => node.source && check(node.source, node.exportKind === 'type'),
    ExportAllDeclaration: (node) => check(node.source, node.exportKind === 'type'),
  };
  if (dynamic) {
    handlers.ImportExpression = (node) => {
      if (node.source.type === 'Literal') check(node.source, false);
    };
  }
  return handlers;
}

function relativePath(absolute, root) {
  return path.relative(root, absolute).split(path.sep).join('/');
}

/**
 * Whether a project file (relative, with its extension) is named by `entry`: a folder ending in
 * `/`, or a file without its extension where `*` stands for any part of one name.
 */
function matchesPath(entry, file) {
  if (entry.endsWith('/')) return file.startsWith(entry);
  const pattern = entry.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${pattern.join('[^/]*')}$`).test(file.replace(/\.(?:[cm]?[jt]sx?)$/, ''));
}

/**
 * The folder a server file belongs to, as a node of the folder graph: each
 * `src-server/modules/<x>/` and `src-server/services/<x>/`, each other top folder (`http`, `trpc`,
 * `db`…), and each top-level file on its own (`app`, `main`). Undefined outside `src-server/`.
 */
export function serverFolderOf(file) {
  const parts = file.split('/');
  if (parts[0] !== 'src-server' || parts.length < 2) return undefined;
  if ((parts[1] === 'modules' || parts[1] === 'services') && parts.length > 3) {
    return `${parts[1]}/${parts[2]}`;
  }
  if (parts.length > 2) return parts[1];
  return parts[1]?.replace(/\.[^.]*$/, '');
}

/** Every production file under `dir` (tests and test folders left out), absolute. */
function productionFiles(dir) {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'test' && entry.name !== 'node_modules')
        found.push(...productionFiles(full));
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      found.push(full);
    }
  }
  return found;
}

/**
 * No loop between folders (the sketch's "one house"): a file never imports, by value, a folder
 * that imports its own folder back, directly or through other folders. The file-level
 * `no-cycle` cannot see such a loop (produk.router → warna.queries and warna.router →
 * with-existing-produk close one without any file importing itself). Type-only imports do not
 * count. `allow` lists edges (`'modules/a -> modules/b'`) left out of the graph while other work
 * removes them; each entry says whose.
 *
 * @param {{ root: string; allow?: string[] }} options
 * @returns {import('eslint').Rule.RuleModule}
 */
export function noFolderCycle({ root: serverRoot, allow = [] }) {
  const allowed = new Set(allow);
  return {
    meta: {
      type: 'problem',
      docs: { description: 'Forbids import loops between server folders.' },
      schema: [],
      messages: {
        loop: 'Folder import loop: {{loop}} (one side calls the other through the composition, or what they share moves below both).',
      },
    },
    create(context) {
      const root = context.cwd;
      const self = relativePath(context.filename, root);
      const own = serverFolderOf(self);
      if (own === undefined || /\.test\.tsx?$/.test(self)) return {};
      let graph;
      const folderGraph = () => {
        if (graph) return graph;
        graph = new Map();
        for (const file of productionFiles(path.join(root, serverRoot))) {
          const from = serverFolderOf(relativePath(file, root));
          if (from === undefined || relativePath(file, root) === self) continue;
          for (const target of staticImports(file)) {
            const to = serverFolderOf(relativePath(target, root));
            if (to === undefined || to === from || allowed.has(`${from} -> ${to}`)) continue;
            if (!graph.has(from)) graph.set(from, new Set());
            graph.get(from).add(to);
          }
        }
        return graph;
      };
      return eachImport(
        (source, typeOnly) => {
          if (typeOnly || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
          const target = resolveFile(path.resolve(path.dirname(context.filename), source.value));
          if (!target) return;
          const theirs = serverFolderOf(relativePath(target, root));
          if (theirs === undefined || theirs === own || allowed.has(`${own} -> ${theirs}`)) return;
          const route = folderPath(folderGraph(), theirs, own);
          if (!route) return;
          context.report({
            node: source,
            messageId: 'loop',
            data: { loop: [own, ...route].join(' → ') },
          });
        },
        { dynamic: false },
      );
    },
  };
}

/** The folders from `from` to `to` along the graph's edges (both included), or undefined. */
function folderPath(graph, from, to) {
  const parent = new Map([[from, '']]);
  const queue = [from];
  while (queue.length > 0) {
    const at = /** @type {string} */ (queue.shift());
    if (at === to) {
      const route = [];
      for (let step = at; step !== ''; step = parent.get(step) ?? '') route.unshift(step);
      return route;
    }
    for (const next of graph.get(at) ?? []) {
      if (!parent.has(next)) {
        parent.set(next, at);
        queue.push(next);
      }
    }
  }
  return undefined;
}

const kyselyWrites = new Set([
  'insertInto',
  'updateTable',
  'deleteFrom',
  'replaceInto',
  'mergeInto',
]);
// `select … for update` and `on conflict … do update set` lock or change the statement's own rows.
const rawWrite =
  /(?<!\b(?:for|do)\s+)\b(?:insert\s+into|update|delete\s+from)\s+([a-z_][a-z0-9_]*)/gi;

/**
 * Each table has one owner (a server folder, `owners[table]`): only files of that folder write
 * it, with Kysely (`insertInto('produk')`, `updateTable`, `deleteFrom`, `replaceInto`) or raw SQL
 * in a `sql` template (`insert into produk …`, `update produk …`, `delete from produk …`). A
 * feature that needs another's rows changed calls that feature's entry. `exempt` folders write
 * anything (the demo data's seeding); `allow` lists `'folder -> table'` writes left while other
 * work moves them, each saying whose. A table missing from the map is refused too, so a new
 * table gets its owner when it lands.
 *
 * @param {{ owners: Record<string, string | string[]>; exempt?: string[]; allow?: string[] }} options
 * @returns {import('eslint').Rule.RuleModule}
 */
export function tableOwners({ owners, exempt = [], allow = [] }) {
  const allowed = new Set(allow);
  const ownersOf = (/** @type {string} */ table) => {
    const owner = owners[table];
    return owner === undefined ? [] : Array.isArray(owner) ? owner : [owner];
  };
  return {
    meta: {
      type: 'problem',
      docs: { description: 'A table is written only by the folder that owns it.' },
      schema: [],
      messages: {
        foreign:
          "'{{table}}' belongs to {{owner}}: {{folder}} does not write it (call the owner's entry; docs/architecture.md, who owns what).",
      },
    },
    create(context) {
      const folder = serverFolderOf(relativePath(context.filename, context.cwd));
      if (folder === undefined || exempt.includes(folder)) return {};
      const check = (/** @type {any} */ node, /** @type {string} */ table) => {
        const owner = ownersOf(table);
        if (owner.includes(folder) || allowed.has(`${folder} -> ${table}`)) return;
        context.report({
          node,
          messageId: 'foreign',
          data: { table, folder, owner: owner.length > 0 ? owner.join(', ') : 'no folder yet' },
        });
      };
      return {
        CallExpression(node) {
          const callee = node.callee;
          if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
          if (!kyselyWrites.has(callee.property.name)) return;
          const [first] = node.arguments;
          if (first?.type !== 'Literal' || typeof first.value !== 'string') return;
          const table = first.value.trim().split(/\s+/)[0];
          if (table) check(first, table);
        },
        TaggedTemplateExpression(node) {
          if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
          const text = node.quasi.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
          for (const match of text.matchAll(rawWrite)) {
            const table = match[1]?.toLowerCase();
            if (table) check(node, table);
          }
        },
      };
    },
  };
}
