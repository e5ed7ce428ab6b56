import { describe, expect, it } from 'vitest';
import { requestShape, shapeShares } from '../../bench/scenarios/request-shapes.mjs';

/** bench/scenarios/request-shapes.mjs (issue 20): where a mix's time goes, by request shape. */
describe('request shapes', () => {
  it('name what was kept, the filters, the sort and the depth', () => {
    expect(
      requestShape(
        '/candidates?page=1&perPage=10&location=Namibe&q=silva',
        'list-total;desc="counted", list-page;desc="read"',
      ),
    ).toBe('total read, page read · location+q · newest · page 1');
    expect(
      requestShape(
        '/applications?page=4&perPage=10&status=HIRED&sort=notes_count&order=asc',
        'list-total;desc="kept", list-page;desc="kept"',
      ),
    ).toBe('total kept, page kept · status · notes_count · pages 2–5');
    expect(
      requestShape('/candidates?page=150&perPage=10', 'list-total;desc="kept", list-page;desc="read"'),
    ).toBe('total kept, page read · no filter · newest · deeper');
    expect(
      requestShape(
        '/applications?page=1&perPage=10&search=ana',
        'list-total;desc="kept", list-page;desc="rows"',
      ),
    ).toBe('total kept, page rows re-read · search · newest · page 1');
    expect(
      requestShape(
        '/applications?page=900&perPage=10&status=APPLIED',
        'list-total;desc="kept", list-page;desc="anchored"',
      ),
    ).toBe('total kept, page read from an anchor · status · newest · deeper');
    expect(
      requestShape('/applications?page=900&perPage=10', 'list-total;desc="kept", list-page;desc="dated"'),
    ).toBe('total kept, page read from its day · no filter · newest · deeper');
  });

  it('add up each shape, most expensive first, with its share and slowest request', () => {
    const shares = shapeShares([
      { shape: 'a', ms: 2, path: '/a1' },
      { shape: 'b', ms: 30, path: '/b1' },
      { shape: 'a', ms: 6, path: '/a2' },
      { shape: 'a', ms: 2, path: '/a3' },
    ]);
    expect(shares.map((s) => s.shape)).toEqual(['b', 'a']);
    expect(shares[1]).toMatchObject({
      requests: 3,
      ms: 10,
      averageMs: 10 / 3,
      maxMs: 6,
      slowestPath: '/a2',
      share: 0.25,
    });
    expect(shares[0]!.share).toBe(0.75);
    expect(shapeShares([])).toEqual([]);
  });
});
