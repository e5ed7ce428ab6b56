import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { PageLoading } from '../components/page-loading';
import { lazyPage, preloadAllPages } from './lazy-page';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function Greeting({ name }: { name: string }) {
  return <h1>Olá, {name}</h1>;
}

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<PageLoading />}>{node}</Suspense>;

describe('lazyPage', () => {
  it('says the page is loading (announced) until its module arrives, then shows it with its props', async () => {
    const module = deferred<{ Greeting: typeof Greeting }>();
    let loads = 0;
    const Page = lazyPage(() => {
      loads += 1;
      return module.promise;
    }, 'Greeting');
    expect(loads).toBe(0);

    render(inSuspense(<Page name="Ana" />));
    expect(screen.getByRole('status').textContent).toBe('Loading the page…');
    module.resolve({ Greeting });
    expect((await screen.findByRole('heading')).textContent).toBe('Olá, Ana');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('once loaded (or preloaded), renders at once without the loading state', async () => {
    const Page = lazyPage(() => Promise.resolve({ Greeting }), 'Greeting');
    await preloadAllPages();
    render(inSuspense(<Page name="Rui" />));
    expect(screen.getByRole('heading').textContent).toBe('Olá, Rui');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
