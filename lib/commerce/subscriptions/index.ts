/**
 * Coffee subscriptions: listing, reading and changing them, and a cancellation request with its
 * evidence.
 */
export { type UploadedEvidence, requestCancellation } from './subscription-cancellation';
export { changeSubscription, listSubscriptions, readSubscription } from './subscriptions';
