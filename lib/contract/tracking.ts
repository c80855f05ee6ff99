/** GET /api/tracking/config (issue 20): the tag manager and consent provider the deployment configures. `zod/mini`: the tracking module reads it at idle on catalogue pages. */
import { z } from 'zod/mini';

export const trackingConfigSchema = z.object({
  tagManager: z.nullable(z.object({ containerId: z.string(), scriptUrl: z.string() })),
  consentProvider: z.enum(['shop', 'external']),
});
export type TrackingConfig = z.infer<typeof trackingConfigSchema>;
