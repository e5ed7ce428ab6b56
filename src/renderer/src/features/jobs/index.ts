/** The jobs feature's public surface: its routes (dashboard, jobs, post job, job and company detail). */
export { jobsRoutes } from './routes';
