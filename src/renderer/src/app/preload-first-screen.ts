import { isValidElement } from 'react';

interface Preloadable {
  preload(): Promise<void>;
}

/** The routes the first path matches, outermost first (react-router's `matchRoutes`). */
type Matches = ReadonlyArray<{ route: { element?: unknown } }>;

function preloadOf(node: unknown): Preloadable | null {
  if (!isValidElement(node)) return null;
  const type = node.type as unknown as Partial<Preloadable>;
  return typeof type?.preload === 'function' ? (type as Preloadable) : null;
}

/** The first screen's lazy parts on their way: how many, and when all are in (failed ones too). */
export interface FirstScreenLoad {
  started: number;
  ready: Promise<void>;
}

/**
 * Start-up on a slow link (issue 12): the lazily loaded screens the first route shows (the
 * signed-in frame, the screen; lib/lazy-page.tsx) are asked for at once, side by side, instead of
 * one after another as each renders and finds the next. Each route's element sits in its own
 * Suspense boundary (app/routes.tsx), so the screen is the element or inside it.
 */
export function preloadFirstScreen(matches: Matches): FirstScreenLoad {
  const loading: Promise<void>[] = [];
  for (const { route } of matches) {
    // The screen is the element, or inside the wrappers the route table puts around it (its
    // Suspense boundary, the wait for every message).
    let node = route.element;
    let page = preloadOf(node);
    for (let depth = 0; !page && isValidElement(node) && depth < 3; depth += 1) {
      node = (node.props as { children?: unknown }).children;
      page = preloadOf(node);
    }
    // A failure shows when the screen renders (its own error and retry), not here.
    if (page) loading.push(page.preload().catch(() => {}));
  }
  return { started: loading.length, ready: Promise.all(loading).then(() => undefined) };
}
