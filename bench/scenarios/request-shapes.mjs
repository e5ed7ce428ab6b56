/**
 * Issue 20: where a mix's time goes, by the shape of its requests. A request's shape is what
 * decides its cost: whether its total and its page were kept (the server's Server-Timing), which
 * filters it has, its sort and how deep its page is. Timed one request at a time, a shape's
 * average is its own service time (no queueing behind 19 other clients), and its share of the
 * sum says which shapes are worth making cheaper.
 */

const FILTERS = ['location', 'availability', 'skills', 'q', 'status', 'search'];

function depthOf(page) {
  if (page === 1) return 'page 1';
  if (page <= 5) return 'pages 2–5';
  return 'deeper';
}

const PAGE_READS = {
  kept: 'page kept',
  rows: 'page rows re-read',
  anchored: 'page read from an anchor',
  dated: 'page read from its day',
};

/**
 * 'total kept, page read · location+q · newest · page 1': the shape of `path` as answered with
 * `serverTiming` (list-total / list-page, desc "kept" when no query was needed, "rows" when only
 * the page's rows were read again, by its kept ids, "anchored" when it was read from a kept
 * anchor instead of the list's start, "dated" when from its day's first row).
 */
export function requestShape(path, serverTiming) {
  const query = new URL(path, 'http://shape.invalid').searchParams;
  const total = serverTiming.includes('list-total;desc="kept"') ? 'total kept' : 'total read';
  // Any other value ("read") is a page read now; the names live once, in PAGE_READS.
  const page = /list-page;desc="([a-z]+)"/.exec(serverTiming)?.[1];
  const pageRead = page && Object.hasOwn(PAGE_READS, page) ? PAGE_READS[page] : 'page read';
  const filters = FILTERS.filter((name) => query.has(name)).join('+') || 'no filter';
  const sort = query.get('sort') ?? 'newest';
  return `${total}, ${pageRead} · ${filters} · ${sort} · ${depthOf(Number(query.get('page') ?? 1))}`;
}

/**
 * Adds up timed answers (`{ shape, ms, path }`) per shape: count, total and average ms, the
 * slowest and its path, and the shape's share of all the time, most expensive first.
 */
export function shapeShares(answers) {
  const byShape = new Map();
  let sum = 0;
  for (const { shape, ms, path } of answers) {
    sum += ms;
    const entry = byShape.get(shape) ?? { shape, requests: 0, ms: 0, maxMs: 0, slowestPath: '' };
    entry.requests += 1;
    entry.ms += ms;
    if (ms > entry.maxMs) {
      entry.maxMs = ms;
      entry.slowestPath = path;
    }
    byShape.set(shape, entry);
  }
  return [...byShape.values()]
    .map((entry) => ({ ...entry, averageMs: entry.ms / entry.requests, share: sum ? entry.ms / sum : 0 }))
    .sort((a, b) => b.ms - a.ms);
}
