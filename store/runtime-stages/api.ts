/** The runtime's fourth stage: the executor and the call table, with the rest of the contract's schemas; the runtime's own module comes next. */
export { createExecutor, cartCreateTask } from '@/lib/api';
export const runtimeStage = 'api';
export const nextStage = () => import('../client-runtime');
