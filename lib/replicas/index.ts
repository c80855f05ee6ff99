/**
 * One deployment on many servers (issue 21, docs/adr/0017-replicas.md): the catalogue generation in
 * the shared database, its announcement, each replica's watch on it, and the deployment checks.
 */
export { invalidationChannel, readGeneration, raiseGeneration } from './catalog-generation';
export { announcementChannel, publishCatalogChange, publishShopCatalogChange } from './publish-change';
export type { ChangeFeed, FeedConnection, FeedHandlers } from './change-feed';
export { postgresFeed } from './postgres-feed';
export { countRedisSubscribers, publishToRedis, redisFeed } from './redis-feed';
export { isLocalInvalidation, localInvalidationToken, requestLocalInvalidation } from './local-invalidation';
export { GenerationWatcher, type GenerationWatcherOptions } from './generation-watcher';
export { countReplicas, embeddedIndexWarning } from './deployment-checks';
export { startReplicaInvalidation, type ReplicaInvalidation } from './replica-invalidation';
