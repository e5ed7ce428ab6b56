/** The premium feature's public surface: its routes (/premium, /subscription-detail). */
export { premiumRoutes } from './routes';
