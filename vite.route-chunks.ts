import { createHash } from 'node:crypto';
import { resolve } from 'node:path';

/** The part of a built chunk the plan reads (rolldown's OutputChunk). */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  moduleIds: readonly string[];
  code: string;
}

/** A chunk this small (minified bytes) that only signed-in routes load joins their common file. */
export const SMALL_CHUNK_BYTES = 2_048;

/**
 * A chunk this small (minified bytes, ~0.4 KB gzipped) that at least TINY_CHUNK_MIN_SHARE of the
 * routes load joins the file every route loads at start.
 */
export const TINY_CHUNK_BYTES = 1_024;
export const TINY_CHUNK_MIN_SHARE = 1 / 3;

/** Which lazy modules make up a route, by module id (paths as the bundler sees them). */
export interface RouteShape {
  /** A screen of the route table (lib/lazy-page.tsx): each is a route of its own. */
  screen: RegExp;
  /** Screens shown outside the signed-in frame (app/routes.tsx). */
  publicScreen: RegExp;
  /** Loaded with every signed-in screen: the frame, the rest of the messages, the HTTP client. */
  withSignedIn: RegExp;
  /** The signed-in frame itself: loaded by exactly the signed-in routes, never by a public one. */
  frame: RegExp;
  /** Loaded by every route before it renders: the shown language's first messages. */
  atStart: RegExp;
}

/**
 * The renderer's shape. scripts/bundle-size.mjs measures routes the same way (its ROUTES) and fails
 * when a public screen loads the signed-in frame's files.
 */
export const RENDERER_ROUTES: RouteShape = {
  screen: /[\\/]features[\\/][^\\/]+[\\/]routes[\\/][^\\/]+-page\.tsx$/,
  publicScreen:
    /[\\/]features[\\/](auth[\\/]routes[\\/][^\\/]+|notifications[\\/]routes[\\/]unsubscribe-page|profile[\\/]routes[\\/]invitation-page)\.tsx$/,
  withSignedIn:
    /[\\/](app[\\/]protected-layout\.tsx|i18n[\\/]catalogue-[a-z]+-(?:rest|frame)\.ts|lib[\\/]http-client\.ts)$/,
  frame: /[\\/]app[\\/]protected-layout\.tsx$/,
  atStart: /[\\/]i18n[\\/]catalogue-[a-z]+\.ts$/,
};

/** Chunks that exactly the same routes load (the sorted screens' files). */
interface SameRoutes {
  routes: string[];
  members: BuiltChunk[];
}

/**
 * Takes out of the other groups the chunks no larger than `maxBytes` of the groups `eligible`
 * accepts, each once everything it imports is in `placed` (which then holds it too), and returns
 * them for the group `targetKey`: that group's file then never imports a chunk that imports it back.
 */
function takeSmallChunks(
  groups: Map<string, SameRoutes>,
  targetKey: string,
  placed: Set<string>,
  maxBytes: number,
  eligible: (group: SameRoutes) => boolean,
): BuiltChunk[] {
  const taken = new Set<BuiltChunk>();
  for (let changed = true; changed; ) {
    changed = false;
    for (const [key, group] of groups) {
      if (key === targetKey || !eligible(group)) continue;
      for (const chunk of group.members) {
        if (taken.has(chunk) || chunk.code.length > maxBytes) continue;
        if (!chunk.imports.every((file) => placed.has(file))) continue;
        taken.add(chunk);
        placed.add(chunk.fileName);
        changed = true;
      }
    }
  }
  for (const [key, group] of groups) {
    if (key !== targetKey) group.members = group.members.filter((chunk) => !taken.has(chunk));
  }
  return [...taken];
}

/** The part of a chunk a walk of its static imports reads. */
type ImportingChunk = Pick<BuiltChunk, 'fileName' | 'imports'>;

/**
 * A walk from a chunk through its static imports, adding each file name to `into` once; `alsoAdd`
 * adds what else a reached chunk brings (vite.early-start-plugin.ts: its style sheets).
 */
export function staticImportWalk<C extends ImportingChunk>(
  chunks: readonly C[],
  alsoAdd?: (chunk: C, into: Set<string>) => void,
): (chunk: C | undefined, into: Set<string>) => void {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const walk = (chunk: C | undefined, into: Set<string>) => {
    if (!chunk || into.has(chunk.fileName)) return;
    into.add(chunk.fileName);
    alsoAdd?.(chunk, into);
    for (const imported of chunk.imports) walk(byFile.get(imported), into);
  };
  return walk;
}

/**
 * The chunk that holds `module` (a path under `rendererSrc`); a build without it fails, since the
 * module was renamed or moved (vite.early-start-plugin.ts, vite.frame-messages.ts).
 */
export function chunkHolding<C extends Pick<BuiltChunk, 'moduleIds'>>(
  chunks: readonly C[],
  rendererSrc: string,
  module: string,
): C {
  const id = resolve(rendererSrc, module);
  const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
  if (!chunk) throw new Error(`${id} is in no chunk of this build`);
  return chunk;
}

/**
 * Chunks by route (issue 12, speed to open), planned from a first build's chunks. Rolldown's own
 * splitting makes one chunk per set of lazy modules that import a module; the frame and each screen
 * being lazy modules of their own, a signed-in start loaded ~55 small files, and on a slow link
 * (300 ms a request, six connections) their round trips, not their bytes, were most of it. A route,
 * though, always loads the frame with its screen: chunks that exactly the same routes load can be
 * one file, and no route loads a byte more. Returns each module's group name (the modules of
 * chunks that share their set of routes with another chunk); the entry and the lazy modules' own
 * chunks stay as they are, except the frame's, which joins the signed-in routes' file.
 */
export function planRouteChunks(chunks: readonly BuiltChunk[], shape: RouteShape): Map<string, string> {
  const closure = staticImportWalk(chunks);
  const lazy = (test: RegExp) => chunks.filter((c) => c.isDynamicEntry && test.test(c.facadeModuleId ?? ''));

  const start = new Set<string>();
  for (const chunk of chunks.filter((c) => c.isEntry)) closure(chunk, start);
  for (const chunk of lazy(shape.atStart)) closure(chunk, start);
  const signedIn = new Set<string>();
  for (const chunk of lazy(shape.withSignedIn)) closure(chunk, signedIn);

  // For each chunk, the screens (routes) that load it before they show.
  const routesOf = new Map<string, string[]>();
  const screens = lazy(shape.screen).sort((a, b) => a.fileName.localeCompare(b.fileName));
  for (const screen of screens) {
    const files = new Set(start);
    closure(screen, files);
    if (!shape.publicScreen.test(screen.facadeModuleId ?? '')) for (const file of signedIn) files.add(file);
    for (const file of files) routesOf.set(file, [...(routesOf.get(file) ?? []), screen.fileName]);
  }

  // Chunks by their set of routes (the sorted screens' files, joined, as the key).
  const sameRoutes = new Map<string, SameRoutes>();
  for (const chunk of chunks) {
    // The entry and the lazy modules keep their own files; so do chunks no route waits for.
    if (chunk.isEntry || chunk.isDynamicEntry) continue;
    const routes = routesOf.get(chunk.fileName);
    if (!routes) continue;
    const key = routes.join('\n');
    const group = sameRoutes.get(key) ?? { routes, members: [] };
    group.members.push(chunk);
    sameRoutes.set(key, group);
  }
  const everyRoute = screens.map((s) => s.fileName).join('\n');
  const signedInScreens = screens.filter((s) => !shape.publicScreen.test(s.facadeModuleId ?? ''));
  const everySignedIn = signedInScreens.map((s) => s.fileName).join('\n');
  const signedInRoutes = new Set(signedInScreens.map((s) => s.fileName));
  // A small chunk that only signed-in routes load joins the signed-in group: each of those routes
  // then loads a few hundred bytes more, but one request less (on the slow link a request's round
  // trip costs as much as ~18 KB). Only once everything it imports is at the start or in that group,
  // so the group never imports a chunk that imports it back.
  const placed = new Set<string>([
    ...start,
    ...(sameRoutes.get(everySignedIn)?.members ?? []).map((c) => c.fileName),
  ]);
  const onlySignedIn = (routes: string[]) => routes.every((route) => signedInRoutes.has(route));
  const toSignedIn = takeSmallChunks(sameRoutes, everySignedIn, placed, SMALL_CHUNK_BYTES, (group) =>
    onlySignedIn(group.routes),
  );

  // The frame itself is loaded by exactly the signed-in routes too: in their file, each of them asks
  // for one script and one style sheet less. Only when what it imports is at the start, in that
  // file (`placed` holds both), or loaded by a public route as well (which never imports the
  // signed-in file), so the file never imports a chunk that imports it back.
  const alsoPublic = (file: string) => !onlySignedIn(routesOf.get(file) ?? []);
  toSignedIn.push(
    ...lazy(shape.frame).filter((frame) =>
      frame.imports.every((file) => placed.has(file) || alsoPublic(file)),
    ),
  );
  if (toSignedIn.length > 0) {
    const group = sameRoutes.get(everySignedIn);
    if (group) group.members.push(...toSignedIn);
    else sameRoutes.set(everySignedIn, { routes: [...signedInRoutes], members: toSignedIn });
  }

  // A tiny chunk that many routes load, public and signed-in ones (a field, a date format, an error
  // text), joins the file every route loads at start: each route that does not use it loads a few
  // hundred bytes more (~6 ms at 500 kbit/s), each that does one request less. On the slow link a
  // signed-in route's second wave is ~20 files through six connections, and the small ones at its
  // end wait out a 300 ms round trip each. What only signed-in routes load is left to the rule
  // above. Only when everything it imports is already imported by that file (or is in it), so the
  // start gains no new file and no cycle.
  const everyRouteGroup = sameRoutes.get(everyRoute);
  if (everyRouteGroup && everyRouteGroup.members.length > 0) {
    const reachable = new Set([
      ...everyRouteGroup.members.map((c) => c.fileName),
      ...everyRouteGroup.members.flatMap((c) => c.imports).filter((file) => start.has(file)),
    ]);
    const minRoutes = Math.ceil(screens.length * TINY_CHUNK_MIN_SHARE);
    everyRouteGroup.members.push(
      ...takeSmallChunks(
        sameRoutes,
        everyRoute,
        reachable,
        TINY_CHUNK_BYTES,
        ({ routes }) => routes.length >= minRoutes && !onlySignedIn(routes),
      ),
    );
  }

  const plan = new Map<string, string>();
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  for (const [key, group] of sameRoutes) {
    const members = withoutReturns(group.members, byFile);
    if (members.length < 2) continue;
    const name =
      key === everyRoute
        ? 'every-route'
        : key === everySignedIn
          ? 'signed-in'
          : `routes-${createHash('sha256').update(key).digest('hex').slice(0, 8)}`;
    for (const member of members) for (const id of member.moduleIds) plan.set(id, name);
  }
  return plan;
}

/**
 * The members of a group less those another member reaches only through chunks outside it: in one
 * file with the others they would make it import a chunk that imports it back, and a module of that
 * loop would run before what it reads is set. The start-up's own file (an entry, so never a member)
 * is such an outside chunk: the schemas of the file every route loads import its enumerations, and
 * it imports the dashboard's reads. Repeated until none is left, since each one taken out is then
 * outside too.
 */
export function withoutReturns<C extends ImportingChunk>(
  members: readonly C[],
  byFile: ReadonlyMap<string, ImportingChunk>,
): C[] {
  const kept = new Set(members.map((chunk) => chunk.fileName));
  for (let changed = true; changed; ) {
    changed = false;
    for (const member of members) {
      if (!kept.has(member.fileName)) continue;
      const outside = new Set<string>();
      const walk = (file: string) => {
        if (outside.has(file)) return;
        outside.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) {
          if (!kept.has(imported)) walk(imported);
          else if (kept.delete(imported)) changed = true;
        }
      };
      for (const imported of member.imports) if (!kept.has(imported)) walk(imported);
    }
  }
  return members.filter((chunk) => kept.has(chunk.fileName));
}

/** rolldown's `output.codeSplitting` for a plan: one group per set of routes, its members only. */
export function routeChunkSplitting(plan: ReadonlyMap<string, string>) {
  return {
    groups: [
      {
        name: (id: string) => plan.get(id) ?? null,
        // A member's imports are placed by their own routes: each is loaded by every route that
        // loads the member (or more), so no group needs another group's modules.
        includeDependenciesRecursively: false,
      },
    ],
  };
}
