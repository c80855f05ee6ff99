/** The coffee finder `/coffeefinder` (spec 02 §2): questions one per step, then recommended coffees. */
import { COFFEE_FINDER } from '@/lib/finders';
import { finderRoute } from '@/components/finders/finder-route';

const route = finderRoute(COFFEE_FINDER);

export const generateMetadata = route.generateMetadata;
export default route.FinderPage;
