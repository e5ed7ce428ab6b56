#!/usr/bin/env node
/**
 * Import boundaries Biome cannot express (docs/architecture.md conventions 3–4):
 *  - renderer features never import another feature (shared code goes to components/, lib/ or hooks/);
 *  - lib/, hooks/ and components/ never import features or app/;
 *  - no import cycle between renderer features, nor between server modules (server/src/modules/<name>);
 *  - the server never imports renderer, main or preload code; src/shared never imports outside itself.
 * Run from the repository root (npm run lint); a test runs it on fixture trees.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { findCycles } from './lib/import-cycles.mjs';

const root = process.cwd();
const problems = [];

function walk(dir) {
  if (!existsSync(dir)) return [];
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

/** Part-level import graph: part → parts it imports, with one import that shows each edge. */
function graph() {
  const edges = new Map();
  const examples = new Map();
  return {
    edges,
    add(from, to, example) {
      if (from === to) return;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
      if (!examples.has(`${from}>${to}`)) examples.set(`${from}>${to}`, example);
    },
    /** Each cycle as "a → b → a", then the import behind each step. */
    describe(cycle) {
      const steps = cycle
        .slice(1)
        .map((to, i) => `      ${cycle[i]} → ${to}: ${examples.get(`${cycle[i]}>${to}`)}`);
      return `${cycle.join(' → ')}\n${steps.join('\n')}`;
    },
  };
}

const rendererSrc = join(root, 'src/renderer/src');
const area = (p) => relative(rendererSrc, p).split(sep);
const features = graph();

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
      features.add(fromFeature, toFeature, `${rel} imports ${spec}`);
    }
    if (['lib', 'hooks', 'components'].includes(fromTop) && (toTop === 'features' || toTop === 'app')) {
      problems.push(`${rel}: ${fromTop}/ imports ${toTop}/ (${spec})`);
    }
  }
}

const modulesDir = join(root, 'server/src/modules');
const modules = graph();

for (const file of walk(join(root, 'server/src'))) {
  const rel = relative(root, file);
  for (const spec of importsOf(file)) {
    const target = resolveSpecifier(file, spec);
    if (
      target &&
      (target.startsWith(join(root, 'src/renderer')) ||
        target.startsWith(join(root, 'src/main')) ||
        target.startsWith(join(root, 'src/preload')))
    ) {
      problems.push(`${rel}: the server imports desktop code (${spec})`);
    }
    if (target?.startsWith(modulesDir + sep) && file.startsWith(modulesDir + sep)) {
      const [fromModule] = relative(modulesDir, file).split(sep);
      const [toModule] = relative(modulesDir, target).split(sep);
      modules.add(fromModule, toModule, `${rel} imports ${spec}`);
    }
  }
}

for (const cycle of findCycles(features.edges)) {
  problems.push(`import cycle between renderer features: ${features.describe(cycle)}`);
}
for (const cycle of findCycles(modules.edges)) {
  const line = `import cycle between server modules: ${modules.describe(cycle)}`;
  problems.push(line);
}

if (problems.length) {
  console.error(`Import boundaries broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('import boundaries: ok');
