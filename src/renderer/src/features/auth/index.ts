/** The auth feature's public surface: its routes and the user-details sync for the app shell. */
export { useUserDetailsSync } from './hooks/use-user-details-sync';
export { authRoutes } from './routes';
