/**
 * Calls queued while offline (spec 01 §3 "Sync task", §7 "Queued tasks are processed when online,
 * each once; cacheable results are kept, others removed"). Orders have their own outbox
 * (`order-queue`), so discarding untransmitted tasks on a lost login never touches an order.
 * State, actions and selector: `sync-tasks-state.ts` (ADR 0031).
 */
import { createReducer } from '@reduxjs/toolkit';
import { syncTasksInitialState as initialState, taskQueued, taskTransmitted, untransmittedTasksDiscarded } from './sync-tasks-state';

export * from './sync-tasks-state';

export const syncTasksReducer = createReducer(initialState, (builder) => {
  builder
    .addCase(taskQueued, (state, action) => {
      state.tasks.push(action.payload);
    })
    .addCase(taskTransmitted, (state, action) => {
      const { task_id, code, result, at } = action.payload;
      const task = state.tasks.find((t) => t.task_id === task_id);
      if (!task) return;
      if (!task.is_result_cacheable) {
        state.tasks = state.tasks.filter((t) => t.task_id !== task_id);
        return;
      }
      Object.assign(task, { transmited: true, updated_at: at, result, resultCode: code });
    })
    .addCase(untransmittedTasksDiscarded, (state) => {
      state.tasks = state.tasks.filter((t) => t.transmited);
    });
});
