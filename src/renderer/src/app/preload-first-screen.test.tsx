import { Suspense } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { preloadFirstScreen } from './preload-first-screen';

function fakePage(name: string) {
  const Page = () => <p>{name}</p>;
  return Object.assign(Page, { preload: vi.fn(() => Promise.resolve()) });
}

describe('preloadFirstScreen', () => {
  it('starts loading every lazy screen the first route shows, frame and screen, and nothing else', () => {
    const Frame = fakePage('frame');
    const Dashboard = fakePage('dashboard');
    const Jobs = fakePage('jobs');
    const SignIn = fakePage('signin');
    const router = createMemoryRouter(
      [
        { path: '/signin', element: <SignIn /> },
        {
          element: (
            <Suspense>
              <Frame />
            </Suspense>
          ),
          children: [
            { path: '/', element: <Dashboard /> },
            { path: '/jobs', element: <Jobs /> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    expect(preloadFirstScreen(router)).toBe(2);
    expect(Frame.preload).toHaveBeenCalledOnce();
    expect(Dashboard.preload).toHaveBeenCalledOnce();
    expect(Jobs.preload).not.toHaveBeenCalled();
    expect(SignIn.preload).not.toHaveBeenCalled();
  });
});
