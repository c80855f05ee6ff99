/**
 * A help topic `/help/{form}` (route `faq-topic`, spec 02 §2): the CMS page `help-{form}`, and the
 * contact form preset to the topic when it is one of the form's topics (issue 18).
 */
import { cmsPageRoute } from '@/components/cms/cms-page-route';
import { ShopScreen } from '@/components/layout/ShopScreen';
import { ContactForm } from '@/components/service/ContactForm';
import { helpTopicIdentifier } from '@/lib/config/cms';
import { CONTACT_TOPICS, type ContactTopic } from '@/lib/config/service';
import { storeFromParams } from '@/lib/i18n/store-context';

const route = cmsPageRoute({ identifier: (_store, params) => helpTopicIdentifier(params.form), path: (params) => `/help/${params.form}` });

export const generateMetadata = route.generateMetadata;

const isTopic = (value: string): value is ContactTopic => (CONTACT_TOPICS as readonly string[]).includes(value);

export default async function HelpTopicPage({ params }: { params: Promise<{ store: string; form: string }> }) {
  const store = await storeFromParams(params);
  const { form } = await params;
  return (
    <>
      <route.Page params={params} />
      {isTopic(form) && (
        <ShopScreen store={store}>
          <ContactForm topic={form} />
        </ShopScreen>
      )}
    </>
  );
}
