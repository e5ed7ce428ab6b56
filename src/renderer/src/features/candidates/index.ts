/** The candidates feature's public surface: its routes. */
export { candidateRoutes } from './routes';
