/** The machine finder `/machinefinder` (spec 02 §2): questions one per step, then recommended machines. */
import { MACHINE_FINDER } from '@/lib/finders';
import { finderRoute } from '@/components/finders/finder-route';

const route = finderRoute(MACHINE_FINDER);

export const generateMetadata = route.generateMetadata;
export default route.FinderPage;
