// Import boundaries between folders (docs/conventions.md rule 1 and the layout rules), as ESLint rules.
//
// Each boundary is a rule of its own, so that several can apply to one file; which files a
// boundary covers is said by the `files` of the config block that turns it on. The target of a
// relative import is found by joining it to the importing file's folder: a boundary is about
// folders, so nothing needs resolving, and an import that names a missing file is judged all
// the same (a resolver-based rule such as import-x/no-restricted-paths skips what it cannot
// resolve, and would need to be taught that `./x.js` means `./x.ts`).
import path from 'node:path';

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
