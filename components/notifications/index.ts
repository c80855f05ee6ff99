/** The notifications on screen and the translation of stored messages. */
export { Notifications } from './Notifications';
export { useUserMessage } from './use-user-message';
