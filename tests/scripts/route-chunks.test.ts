import { describe, expect, it } from 'vitest';
import {
  type BuiltChunk,
  planRouteChunks,
  RENDERER_ROUTES,
  SMALL_CHUNK_BYTES,
  TINY_CHUNK_BYTES,
  withoutReturns,
} from '../../vite.route-chunks';

/**
 * vite.route-chunks.ts (issue 12, speed to open): the web build's chunks grouped by the routes that
 * load them, planned from a first build's chunks. These build the chunk graph by hand; the real
 * build's file counts are held by bundle-size.test.ts.
 */
const src = '/app/src/renderer/src';
const screen = (feature: string, name: string) => `${src}/features/${feature}/routes/${name}-page.tsx`;

function chunk(fileName: string, options: Partial<BuiltChunk> = {}): BuiltChunk {
  return {
    fileName,
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    imports: [],
    moduleIds: [`${src}/${fileName.replace(/\.js$/, '')}.ts`],
    code: 'x'.repeat(10_000),
    ...options,
  };
}
const lazy = (fileName: string, facadeModuleId: string, imports: string[] = []) =>
  chunk(fileName, { isDynamicEntry: true, facadeModuleId, imports, moduleIds: [facadeModuleId] });

/** An entry, the frame, two signed-in screens and the sign-in screen, with shared chunks between. */
function graph(extra: BuiltChunk[] = [], dashboardImports: string[] = []): BuiltChunk[] {
  return [
    chunk('index.js', {
      isEntry: true,
      facadeModuleId: `${src}/main.tsx`,
      imports: ['react.js', 'store.js'],
    }),
    chunk('react.js'),
    chunk('store.js'),
    lazy('catalogue-en.js', `${src}/i18n/catalogue-en.ts`, ['merge.js']),
    chunk('merge.js'),
    lazy('frame.js', `${src}/app/protected-layout.tsx`, ['query.js', 'query-client.js', 'store.js']),
    chunk('query.js'),
    chunk('query-client.js'),
    lazy('dashboard.js', screen('jobs', 'dashboard'), [
      'table.js',
      'labels.js',
      'query.js',
      ...dashboardImports,
    ]),
    lazy('jobs.js', screen('jobs', 'jobs'), ['table.js', 'labels.js']),
    lazy('settings.js', screen('settings', 'settings'), []),
    chunk('table.js'),
    chunk('labels.js'),
    lazy('signin.js', screen('auth', 'signin'), ['field.js', 'query.js']),
    chunk('field.js'),
    ...extra,
  ];
}
const groupOf = (plan: Map<string, string>, fileName: string) =>
  plan.get(`${src}/${fileName.replace(/\.js$/, '')}.ts`);

describe('route chunks', () => {
  it('makes one file of the chunks that exactly the same routes load', () => {
    const plan = planRouteChunks(graph(), RENDERER_ROUTES);
    // Loaded by every route (the entry's imports, the first messages' helpers): one file.
    expect(groupOf(plan, 'react.js')).toBe('every-route');
    expect(groupOf(plan, 'store.js')).toBe('every-route');
    expect(groupOf(plan, 'merge.js')).toBe('every-route');
    // The frame's query client: every signed-in route and no other, in their file with the frame.
    expect(groupOf(plan, 'query-client.js')).toBe('signed-in');
    // The dashboard's and the jobs list's table and labels: the same two routes.
    expect(groupOf(plan, 'table.js')).toMatch(/^routes-[0-9a-f]{8}$/);
    expect(groupOf(plan, 'labels.js')).toBe(groupOf(plan, 'table.js'));
    // Loaded by the sign-in screen too: not with what only signed-in routes load.
    expect(groupOf(plan, 'query.js')).toBe('every-route');
    expect(groupOf(plan, 'field.js')).toBeUndefined();
  });

  it("keeps the entry and each screen in its own file, and puts the frame in the signed-in routes' file", () => {
    const plan = planRouteChunks(graph(), RENDERER_ROUTES);
    for (const id of [`${src}/main.tsx`, screen('jobs', 'dashboard'), screen('auth', 'signin')]) {
      expect(plan.has(id)).toBe(false);
    }
    // Exactly the signed-in routes load the frame, as they do its query client.
    expect(plan.get(`${src}/app/protected-layout.tsx`)).toBe('signed-in');
    expect(groupOf(plan, 'query-client.js')).toBe('signed-in');
  });

  it('leaves the frame in its own file when it imports a lazy module of the signed-in routes', () => {
    // The HTTP client's own file (a lazy module, so in no group) could import the signed-in file back.
    const plan = planRouteChunks(
      graph([lazy('http.js', `${src}/lib/http-client.ts`)]).map((c) =>
        c.fileName === 'frame.js' ? { ...c, imports: [...c.imports, 'http.js'] } : c,
      ),
      RENDERER_ROUTES,
    );
    expect(plan.has(`${src}/app/protected-layout.tsx`)).toBe(false);
  });

  it('puts a small chunk that only signed-in routes load with the frame, once what it imports is placed', () => {
    const small = 'x'.repeat(SMALL_CHUNK_BYTES);
    const plan = planRouteChunks(
      graph(
        [
          chunk('sort.js', { code: small }),
          // Imports a chunk of its own set, which stays: joining would make the frame's file import it back.
          chunk('menu.js', { code: small, imports: ['table.js'] }),
          chunk('big.js'),
          chunk('frame-helper.js'),
        ],
        ['sort.js', 'menu.js', 'big.js'],
      ).map((c) => (c.fileName === 'frame.js' ? { ...c, imports: [...c.imports, 'frame-helper.js'] } : c)),
      RENDERER_ROUTES,
    );
    expect(groupOf(plan, 'sort.js')).toBe('signed-in');
    expect(groupOf(plan, 'frame-helper.js')).toBe('signed-in');
    expect(groupOf(plan, 'query-client.js')).toBe('signed-in');
    expect(groupOf(plan, 'menu.js')).not.toBe('signed-in');
    expect(groupOf(plan, 'big.js')).not.toBe('signed-in');
  });

  it('makes the signed-in group of small chunks alone when no chunk is loaded by exactly every signed-in route', () => {
    const small = 'x'.repeat(100);
    const chunks = graph(
      [chunk('a.js', { code: small }), chunk('b.js', { code: small })],
      ['a.js', 'b.js'],
    ).map((c) => (c.fileName === 'frame.js' ? { ...c, imports: ['query.js', 'store.js'] } : c));
    const plan = planRouteChunks(
      chunks.filter((c) => c.fileName !== 'query-client.js'),
      RENDERER_ROUTES,
    );
    expect(groupOf(plan, 'a.js')).toBe('signed-in');
    expect(groupOf(plan, 'b.js')).toBe('signed-in');
  });

  it('never adds a chunk that a public screen loads to the signed-in group', () => {
    const plan = planRouteChunks(
      graph([chunk('tiny.js', { code: 'x' })]).map((c) =>
        c.fileName === 'signin.js' || c.fileName === 'settings.js'
          ? { ...c, imports: [...c.imports, 'tiny.js'] }
          : c,
      ),
      RENDERER_ROUTES,
    );
    expect(groupOf(plan, 'tiny.js')).not.toBe('signed-in');
  });

  it('puts a tiny chunk that public and signed-in routes load at the start, once what it imports is there', () => {
    const tiny = 'x'.repeat(TINY_CHUNK_BYTES);
    const plan = planRouteChunks(
      graph([
        chunk('error-text.js', { code: tiny, imports: ['react.js'] }),
        // Imports what only two signed-in screens load: at the start, the start would load it too.
        chunk('table-label.js', { code: tiny, imports: ['table.js'] }),
        chunk('big-shared.js'),
        chunk('signin-only.js', { code: tiny }),
        chunk('signed-in-only.js', { code: tiny, imports: ['table.js'] }),
      ]).map((c) => {
        const add = (...files: string[]) => ({ ...c, imports: [...c.imports, ...files] });
        if (c.fileName === 'signin.js')
          return add('error-text.js', 'table-label.js', 'big-shared.js', 'signin-only.js');
        if (c.fileName === 'dashboard.js')
          return add('error-text.js', 'table-label.js', 'big-shared.js', 'signed-in-only.js');
        if (c.fileName === 'jobs.js') return add('signed-in-only.js');
        return c;
      }),
      RENDERER_ROUTES,
    );
    expect(groupOf(plan, 'error-text.js')).toBe('every-route');
    expect(groupOf(plan, 'table-label.js')).not.toBe('every-route');
    expect(groupOf(plan, 'big-shared.js')).not.toBe('every-route');
    // Too few routes load it for every route to carry it.
    expect(groupOf(plan, 'signin-only.js')).not.toBe('every-route');
    // Only signed-in routes load it: the signed-in rule's, never the start's.
    expect(groupOf(plan, 'signed-in-only.js')).not.toBe('every-route');
  });

  it("never puts in one file a chunk that imports the start-up's file and one that file imports", () => {
    // The start-up's own file is a second entry, which the app's entry imports: its enumerations are
    // read by the schemas every route loads, and it reads the dashboard's reads, which every route
    // loads too. One file of both would import the start-up's file, which imports it back, and the
    // schemas would run before the enumerations they read are set.
    const plan = planRouteChunks(
      graph([
        chunk('start-early-reads.js', {
          isEntry: true,
          facadeModuleId: `${src}/app/start-early-reads.ts`,
          imports: ['signed-in-reads.js'],
        }),
        chunk('signed-in-reads.js'),
        chunk('schemas.js', { imports: ['start-early-reads.js'] }),
      ]).map((c) =>
        c.fileName === 'index.js'
          ? { ...c, imports: [...c.imports, 'start-early-reads.js', 'schemas.js'] }
          : c,
      ),
      RENDERER_ROUTES,
    );
    expect(groupOf(plan, 'schemas.js')).toBe('every-route');
    expect(groupOf(plan, 'react.js')).toBe('every-route');
    expect(groupOf(plan, 'signed-in-reads.js')).toBeUndefined();
  });
});

describe('a group without returns', () => {
  const byFile = (chunks: BuiltChunk[]) => new Map(chunks.map((c) => [c.fileName, c]));

  it('keeps members that import each other directly (one file then) or nothing outside', () => {
    const members = [
      chunk('a.js', { imports: ['b.js'] }),
      chunk('b.js'),
      chunk('c.js', { imports: ['x.js'] }),
    ];
    const all = [...members, chunk('x.js')];
    expect(withoutReturns(members, byFile(all)).map((c) => c.fileName)).toEqual(['a.js', 'b.js', 'c.js']);
  });

  it('takes out the member reached back through an outside chunk, and what is reached through it in turn', () => {
    // a → x → b: b is taken out. Then a → x → b → c: c is reached through b, now outside, and goes too.
    const members = [
      chunk('a.js', { imports: ['x.js'] }),
      chunk('b.js', { imports: ['c.js'] }),
      chunk('c.js'),
      chunk('d.js'),
    ];
    const all = [...members, chunk('x.js', { imports: ['b.js'] })];
    expect(withoutReturns(members, byFile(all)).map((c) => c.fileName)).toEqual(['a.js', 'd.js']);
  });
});
