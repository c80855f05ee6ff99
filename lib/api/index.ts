/** The client call layer: the executor, the tasks of the call table. Their payload
 * and answer shapes are the contract's (`lib/contract`). */
export { createExecutor, type Executor, type ExecutorEvents, type ExecutorOptions, type ExecutorSession } from './executor';
export { ApiError, type ApiErrorKind } from './api-error';
export { buildRequest, type ExecutorContext } from './request';
export { serverMessage, isHostNotFound } from './server-message';
export { isSuccess, taskSchema, taskResultSchema, type Task, type TaskResult } from './task';
export { userMessageSchema, type UserMessage } from '@/lib/contract/user-message';
export { messageKey } from '@/lib/i18n/message-key';
export { createRenderListBatcher, type RenderListBatcher, type RenderListBatcherOptions } from './render-list-batcher';
export * from './endpoints/account';
export * from './endpoints/cart';
export * from './endpoints/catalog';
export * from './endpoints/newsletter';
export * from './endpoints/order';
export * from './endpoints/prices';
export * from './endpoints/subscriptions';
export * from './endpoints/user';
export * from './endpoints/vouchers';
export * from './endpoints/wishlist';
export * from './endpoints/loyalty';
