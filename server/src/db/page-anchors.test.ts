import { describe, expect, it } from 'vitest';
import { ANCHOR_MIN_POSITION, createPageAnchors } from './page-anchors';

const key = (n: number) => ({
  createdAt: `2026-11-29T10:00:00.${String(n).padStart(6, '0')}Z`,
  id: `id-${n}`,
});
const deep = (n: number) => ANCHOR_MIN_POSITION + n;

describe('page anchors', () => {
  it('gives the nearest anchor at or before an offset, none before the first', () => {
    const anchors = createPageAnchors();
    for (const position of [deep(5000), deep(0), deep(2500)])
      anchors.remember('list', 'v1', position, key(position));
    expect(anchors.nearest('list', 'v1', deep(0) - 1)).toBeNull();
    expect(anchors.nearest('list', 'v1', deep(0))).toEqual({ position: deep(0), anchor: key(deep(0)) });
    expect(anchors.nearest('list', 'v1', deep(2499))?.position).toBe(deep(0));
    expect(anchors.nearest('list', 'v1', deep(2500))?.position).toBe(deep(2500));
    expect(anchors.nearest('list', 'v1', deep(4999))?.position).toBe(deep(2500));
    expect(anchors.nearest('list', 'v1', deep(90_000))).toEqual({
      position: deep(5000),
      anchor: key(deep(5000)),
    });
  });

  it('never answers for another version or another list, and a new version drops the old anchors', () => {
    const anchors = createPageAnchors();
    anchors.remember('list', 'v1', deep(10), key(1));
    expect(anchors.nearest('list', 'v2', deep(20))).toBeNull();
    expect(anchors.nearest('other', 'v1', deep(20))).toBeNull();
    anchors.remember('list', 'v2', deep(30), key(2));
    expect(anchors.nearest('list', 'v1', deep(20))).toBeNull();
    expect(anchors.nearest('list', 'v2', deep(20))).toBeNull();
    expect(anchors.nearest('list', 'v2', deep(40))?.anchor).toEqual(key(2));
  });

  it('keeps no anchor for a shallow page: walking from the start is as cheap', () => {
    const anchors = createPageAnchors();
    anchors.remember('list', 'v1', ANCHOR_MIN_POSITION - 10, key(1));
    expect(anchors.nearest('list', 'v1', ANCHOR_MIN_POSITION + 500)).toBeNull();
  });

  it('holds at most its limits: lists least recently used go first, a full list takes no more', () => {
    const anchors = createPageAnchors({ lists: 2, perList: 3 });
    anchors.remember('a', 'v', deep(0), key(0));
    anchors.remember('b', 'v', deep(0), key(0));
    // 'a' used last: 'b' is dropped when 'c' arrives.
    expect(anchors.nearest('a', 'v', deep(0))).not.toBeNull();
    anchors.remember('c', 'v', deep(0), key(0));
    expect(anchors.size).toBe(2);
    expect(anchors.nearest('b', 'v', deep(0))).toBeNull();
    expect(anchors.nearest('a', 'v', deep(0))).not.toBeNull();

    for (const n of [100, 200, 300]) anchors.remember('a', 'v', deep(n), key(n));
    // deep(0), deep(100), deep(200) fill the list; deep(300) was not kept.
    expect(anchors.nearest('a', 'v', deep(350))?.position).toBe(deep(200));
  });
});
