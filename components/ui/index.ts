/** Building blocks shared by the shop's screens: the modal, the call hook, paths and the stored-state gate. */
export { Modal, type ModalProps } from './Modal';
export { EmptyState } from './EmptyState';
export { useApiTask } from './use-api-task';
export { useCatalogProducts, type CatalogProducts } from './use-catalog-products';
export { usePrice } from './use-price';
export { useShopPath } from './use-shop-path';
export { usePersistedStateReady } from './use-persisted-state-ready';
