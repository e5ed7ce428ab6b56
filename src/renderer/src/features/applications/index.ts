/** The applications feature's public surface: its routes. */
export { applicationRoutes } from './routes';
