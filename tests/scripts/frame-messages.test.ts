import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { frameMessageKeys, keysNamedIn } from '../../vite.frame-messages';

/**
 * vite.frame-messages.ts (issue 12, speed to open): the catalogue keys the code of a signed-in start
 * on the dashboard names, which the web build ships with the frame instead of with the rest.
 */
const KEYS = new Set([
  'dashboard.title',
  'dashboard.totalJobs',
  'jobType.FULL_TIME',
  'jobType.REMOTE',
  'applications.status.HIRED',
  'premium.plan.name',
]);

describe('keys named in a module', () => {
  it('finds keys written whole, in any quotes, and only known ones', () => {
    const source = `t('dashboard.title'); const k = "dashboard.totalJobs"; label(\`premium.plan.name\`); 'not.a.key';`;
    expect([...keysNamedIn(source, KEYS)].sort()).toEqual([
      'dashboard.title',
      'dashboard.totalJobs',
      'premium.plan.name',
    ]);
  });

  it('takes every key under a prefix a key is built from', () => {
    expect([...keysNamedIn('t(`jobType.${job.type}`)', KEYS)].sort()).toEqual([
      'jobType.FULL_TIME',
      'jobType.REMOTE',
    ]);
    expect([...keysNamedIn("t('applications.status.' + status)", KEYS)]).toEqual([
      'applications.status.HIRED',
    ]);
    expect(keysNamedIn("t('dashboard.titles')", KEYS).size).toBe(0);
  });
});

describe("the frame's keys from a first build's chunks", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'frame-messages-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, 'i18n'));
  const file = (name: string, source: string) => {
    const full = path.join(dir, name);
    writeFileSync(full, source);
    return full;
  };
  const main = file('main.tsx', "t('dashboard.title')");
  const frame = file('protected-layout.tsx', "t('jobType.' + x)");
  const shared = file('shared.ts', "t('dashboard.totalJobs')");
  const other = file('premium-page.tsx', "t('premium.plan.name')");
  const catalogueFile = file('i18n/catalogue-en.ts', "'applications.status.HIRED'");
  const chunks = [
    { fileName: 'index.js', isEntry: true, imports: [], moduleIds: [main, catalogueFile] },
    { fileName: 'frame.js', isEntry: false, imports: ['shared.js'], moduleIds: [frame] },
    {
      fileName: 'shared.js',
      isEntry: false,
      imports: [],
      moduleIds: [shared, '/x/node_modules/lib/index.js'],
    },
    { fileName: 'premium.js', isEntry: false, imports: ['shared.js'], moduleIds: [other] },
  ];

  it("reads the entries' and the start modules' code with what they import, not other screens' nor the catalogue's", () => {
    const keys = frameMessageKeys(chunks, dir, ['protected-layout.tsx'], KEYS);
    expect([...keys].sort()).toEqual([
      'dashboard.title',
      'dashboard.totalJobs',
      'jobType.FULL_TIME',
      'jobType.REMOTE',
    ]);
  });

  it('fails the build when a start module is in no chunk (a renamed screen)', () => {
    expect(() => frameMessageKeys(chunks, dir, ['gone.tsx'], KEYS)).toThrow(/is in no chunk/);
  });
});
