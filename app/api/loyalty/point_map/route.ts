/** GET {loyalty base}/point_map (spec 02 §7): which voucher value a number of beans buys. */
import { apiRoute } from '@/lib/http';
import { POINTS_MAP } from '@/lib/config/loyalty';

export const runtime = 'nodejs';

export const GET = apiRoute(async () => ({ result: POINTS_MAP }));
