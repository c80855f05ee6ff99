/** The client's part of a store view, as plain data the root layout hands the page's store. */
import type { Store } from '@/lib/config/stores';
import type { ClientStoreView } from './listener-types';

/** The client's view of a store from the store table. */
export function clientStoreView(store: Store): ClientStoreView {
  return {
    code: store.code,
    pathPrefix: store.prefix ?? '',
    appendStoreCode: store.appendStoreCode,
    defaultCountry: store.tax.defaultCountry,
    contactEmail: store.contact.email,
  };
}
