/** The route table's `customer-service` page (spec 02 §2): its CMS page and the store's service channels from its configuration. */
import { cmsPageRoute } from '@/components/cms/cms-page-route';
import { ServiceChannels } from '@/components/service/ServiceChannels';
import { contentPageIdentifier } from '@/lib/config/cms';
import { storeFromParams } from '@/lib/i18n/store-context';

const route = cmsPageRoute({ identifier: (store) => contentPageIdentifier('customer-service', store.i18n.defaultLocale), path: () => '/customer-service' });

export const generateMetadata = route.generateMetadata;

export default async function CustomerServicePage({ params }: { params: Promise<{ store: string }> }) {
  const store = await storeFromParams(params);
  return (
    <>
      <route.Page params={params} />
      <ServiceChannels store={store} />
    </>
  );
}
