#!/usr/bin/env node
/**
 * Import boundaries Biome cannot express (docs/architecture.md conventions 3–4):
 *  - renderer features never import another feature (shared code goes to components/ or lib/);
 *  - lib/ and components/ never import features or app/;
 *  - the server never imports renderer, main or preload code; src/shared never imports outside itself.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = process.cwd();
const problems = [];

function walk(dir) {
  let out = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out = out.concat(walk(full));
    else if (/\.(ts|tsx|mts)$/.test(name)) out.push(full);
  }
  return out;
}

function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  return [
    ...text.matchAll(/(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1] ?? m[2]);
}

function resolveSpecifier(file, spec) {
  if (spec.startsWith('@renderer/')) return join(root, 'src/renderer/src', spec.slice('@renderer/'.length));
  if (spec.startsWith('@shared/')) return join(root, 'src/shared', spec.slice('@shared/'.length));
  if (spec.startsWith('.')) return resolve(dirname(file), spec);
  return null;
}

const rendererSrc = join(root, 'src/renderer/src');
const area = (p) => relative(rendererSrc, p).split(sep);

for (const file of walk(join(root, 'src'))) {
  for (const spec of importsOf(file)) {
    const target = resolveSpecifier(file, spec);
    const rel = relative(root, file);
    if (file.startsWith(join(root, 'src/shared') + sep)) {
      if (target && !target.startsWith(join(root, 'src/shared')))
        problems.push(`${rel}: src/shared imports ${spec}`);
      continue;
    }
    if (!file.startsWith(rendererSrc + sep) || !target?.startsWith(rendererSrc + sep)) continue;
    const [fromTop, fromFeature] = area(file);
    const [toTop, toFeature] = area(target);
    if (fromTop === 'features' && toTop === 'features' && fromFeature !== toFeature) {
      problems.push(`${rel}: feature "${fromFeature}" imports feature "${toFeature}" (${spec})`);
    }
    if ((fromTop === 'lib' || fromTop === 'components') && (toTop === 'features' || toTop === 'app')) {
      problems.push(`${rel}: ${fromTop}/ imports ${toTop}/ (${spec})`);
    }
  }
}

for (const file of walk(join(root, 'server/src'))) {
  for (const spec of importsOf(file)) {
    const target = resolveSpecifier(file, spec);
    if (
      target &&
      (target.startsWith(join(root, 'src/renderer')) ||
        target.startsWith(join(root, 'src/main')) ||
        target.startsWith(join(root, 'src/preload')))
    ) {
      problems.push(`${relative(root, file)}: the server imports desktop code (${spec})`);
    }
  }
}

if (problems.length) {
  console.error(`Import boundaries broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('import boundaries: ok');
