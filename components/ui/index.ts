/** Building blocks shared by the shop's screens: the modal and the call hook. */
export { Modal, type ModalProps } from './Modal';
export { useApiTask } from './use-api-task';
export { usePrice } from './use-price';
export { useShopPath } from './use-shop-path';
