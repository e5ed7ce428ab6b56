/** The blogs feature's public surface: its routes. */
export { blogRoutes } from './routes';
