/** /customer/coffee-corner (spec 02 §2 coffee-corner): My Coffee Corner preferences; never indexed (issue 18). */
import { CoffeeCornerScreen } from '@/components/service/AccountServiceScreens';
import { privatePageRoute } from '@/components/account/private-page-route';

const route = privatePageRoute('service.coffeeCorner', CoffeeCornerScreen);

export const generateMetadata = route.generateMetadata;
export default route.Page;
