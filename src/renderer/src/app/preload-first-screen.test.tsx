import { Suspense } from 'react';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { preloadFirstScreen } from './preload-first-screen';

const preload = () => vi.fn(() => Promise.resolve());
const Frame = Object.assign(() => <p>frame</p>, { preload: preload() });
const Dashboard = Object.assign(() => <p>dashboard</p>, { preload: preload() });
const Jobs = Object.assign(() => <p>jobs</p>, { preload: preload() });
const SignIn = Object.assign(() => <p>signin</p>, { preload: preload() });

describe('preloadFirstScreen', () => {
  it('starts loading every lazy screen the first route shows, frame and screen, and nothing else', () => {
    const matches = matchRoutes(
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
      '/',
    );
    expect(preloadFirstScreen(matches ?? []).started).toBe(2);
    expect(Frame.preload).toHaveBeenCalledOnce();
    expect(Dashboard.preload).toHaveBeenCalledOnce();
    expect(Jobs.preload).not.toHaveBeenCalled();
    expect(SignIn.preload).not.toHaveBeenCalled();
  });
});
