import { createContext } from 'react';
import type { RouteObject } from 'react-router-dom';

/**
 * The route table the app renders (app/app.tsx), for what reads the matched routes' `handle`
 * (hooks/use-route-handle.ts): the declarative router keeps no list of matches for a parent route to
 * read its child's. Empty outside the app (a feature's screens rendered alone in a test).
 */
export const RouteTableContext = createContext<readonly RouteObject[]>([]);
