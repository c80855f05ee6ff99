/**
 * The sync tasks' state, its initial value, every sync-task action and the selector, in the shape
 * every feature has (ADR 0031); the reducer is in `sync-tasks-slice.ts`. Only the client runtime
 * queues tasks, so the task id comes from Redux Toolkit's `nanoid` as before.
 */
import { nanoid } from '@reduxjs/toolkit';
import { taskSchema, type Task } from '@/lib/api';
import { plainAction, preparedAction } from '../plain-action';

export interface SyncTask {
  task_id: string;
  task: Task;
  transmited: boolean;
  created_at: number;
  updated_at: number;
  result: unknown;
  resultCode: number | null;
  is_result_cacheable: boolean;
}

export interface SyncTasksState {
  tasks: SyncTask[];
}

export const syncTasksInitialState: SyncTasksState = { tasks: [] };

export const taskQueued = preparedAction('syncTasks/taskQueued', (input: { task: Task; isResultCacheable?: boolean }): SyncTask => {
  const at = Date.now();
  return {
    task_id: nanoid(),
    task: taskSchema.parse(input.task),
    transmited: false,
    created_at: at,
    updated_at: at,
    result: null,
    resultCode: null,
    is_result_cacheable: input.isResultCacheable ?? false,
  };
});
export const taskTransmitted = plainAction<{ task_id: string; code: number; result: unknown; at: number }>('syncTasks/taskTransmitted');
export const untransmittedTasksDiscarded = plainAction<void>('syncTasks/untransmittedTasksDiscarded');

export const selectUntransmittedTasks = (state: { syncTasks: SyncTasksState }) => state.syncTasks.tasks.filter((t) => !t.transmited);
