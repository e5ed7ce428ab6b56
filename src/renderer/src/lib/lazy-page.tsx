import { type ComponentProps, type ComponentType, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound; each page keeps its props' type
type AnyComponent = ComponentType<any>;

export type LazyPage<C extends AnyComponent> = ComponentType<ComponentProps<C>> & {
  /** Loads the screen's code now (before it is shown). */
  preload(): Promise<void>;
};

const preloads = new Set<() => Promise<void>>();

/**
 * A route's screen loaded the first time the route is shown (route-level code splitting): the
 * screen's module, and the libraries only it uses (TipTap and ProseMirror on the blog editor),
 * become chunks of their own instead of part of what every screen loads first. `load` is the
 * `import('./page')` (a literal path, so the bundler sees it); `name` is the component's named
 * export. The route table puts every route's element behind a Suspense boundary (app/routes.tsx);
 * once loaded, the screen renders at once, without suspending again.
 */
export function lazyPage<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyPage<M[K]> {
  let loaded: M[K] | undefined;
  const remember = (module: M) => {
    loaded = module[name];
    return loaded;
  };
  const Lazy = lazy(() => load().then((module) => ({ default: remember(module) })));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per screen at module level, like React.lazy
  function Page(props: ComponentProps<M[K]>) {
    const Screen: AnyComponent = loaded ?? Lazy;
    return <Screen {...props} />;
  }
  const preload = () =>
    load()
      .then(remember)
      .then(() => undefined);
  preloads.add(preload);
  return Object.assign(Page, { preload });
}

/** Loads every lazy screen defined so far (the tests' route table renders them at once). */
export async function preloadAllPages(): Promise<void> {
  await Promise.all([...preloads].map((preload) => preload()));
}
