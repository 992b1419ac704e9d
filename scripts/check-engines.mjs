// `node scripts/check-engines.mjs`: fails when a package in package-lock.json does not support a
// Node.js 20 that package.json's "engines" allows: what `npm install` would print as EBADENGINE
// there (issue 18 item 5). Checked against the lowest Node 20 the project supports and, when it
// is a Node 20, the one running it. Packages npm leaves out on this platform are not checked.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each package of the lock whose engines.node leaves out one of `nodes`. */
export function unsupported(lock, nodes) {
  const found = [];
  for (const [where, entry] of Object.entries(lock.packages ?? {})) {
    const wanted = entry.engines?.node;
    if (!where || typeof wanted !== 'string' || !installedHere(entry)) continue;
    const missing = nodes.filter((node) => !semver.satisfies(node, wanted, { loose: true }));
    if (missing.length > 0) {
      found.push(
        `${where.replace(/^.*node_modules\//, '')}@${entry.version} wants node ${wanted}, not ${missing.join(', ')}`,
      );
    }
  }
  return found;
}

/** Whether npm installs the entry on this platform (its `os` and `cpu`, when it names them). */
function installedHere(entry) {
  const allows = (list, value) =>
    !Array.isArray(list) ||
    (list.some((item) => !item.startsWith('!'))
      ? list.includes(value)
      : !list.includes(`!${value}`));
  return allows(entry.os, process.platform) && allows(entry.cpu, process.arch);
}

/** The lowest Node 20 in package.json's engines.node, and this Node when it is a Node 20. */
export function supportedNodes(engines, current = process.version) {
  const node20 = new semver.Range(engines).set
    .map((comparators) => comparators.map((c) => c.value).join(' '))
    .filter((range) => semver.intersects(range, '20.x'))
    .map((range) => `${range} 20.x`);
  const lowest = node20.length > 0 ? semver.minVersion(node20.join(' || ')) : null;
  const nodes = lowest ? [lowest.version] : [];
  if (semver.major(current) === 20) nodes.push(semver.clean(current));
  return [...new Set(nodes)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const nodes = supportedNodes(pkg.engines.node);
  const problems = unsupported(lock, nodes);
  if (problems.length > 0) {
    console.error(`Paket yang tidak mendukung Node.js ${nodes.join(', ')} (EBADENGINE):`);
    for (const line of problems) console.error(`  ${line}`);
    process.exit(1);
  }
  console.log(`Semua paket mendukung Node.js ${nodes.join(', ')}.`);
}
