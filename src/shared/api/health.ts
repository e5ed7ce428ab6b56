import { z } from 'zod';

/** GET /health: 200 once the database answers, with the server's version (shown in Help → About and Settings). */
export const healthResponseSchema = z.object({ status: z.literal('ok'), version: z.string().max(50) });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
