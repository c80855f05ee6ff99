/** The client call layer: the executor, the tasks of the call table and their shapes. */
export { createExecutor, type Executor, type ExecutorEvents, type ExecutorOptions, type ExecutorSession } from './executor';
export { ApiError, type ApiErrorKind } from './api-error';
export { buildRequest, type ExecutorContext } from './request';
export { serverMessage, isHostNotFound } from './server-message';
export { isSuccess, taskSchema, taskResultSchema, type Task, type TaskResult } from './task';
export { messageKey, userMessageSchema, type UserMessage } from './user-message';
export { createRenderListBatcher, type RenderListBatcher, type RenderListBatcherOptions } from './render-list-batcher';
export * from './endpoints/account';
export * from './endpoints/cart';
export * from './endpoints/newsletter';
export * from './endpoints/order';
export * from './endpoints/prices';
export * from './endpoints/user';
export * from './schemas/account';
export * from './schemas/cart';
export * from './schemas/order';
export * from './schemas/user';
