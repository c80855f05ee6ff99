/**
 * Calls queued while offline (spec 01 §3 "Sync task", §7 "Queued tasks are processed when online,
 * each once; cacheable results are kept, others removed"). Orders have their own outbox
 * (`order-queue`), so discarding untransmitted tasks on a lost login never touches an order.
 */
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { taskSchema, type Task } from '@/lib/api';

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

const initialState: SyncTasksState = { tasks: [] };

export const syncTasksSlice = createSlice({
  name: 'syncTasks',
  initialState,
  reducers: {
    taskQueued: {
      reducer(state, action: PayloadAction<SyncTask>) {
        state.tasks.push(action.payload);
      },
      prepare(input: { task: Task; isResultCacheable?: boolean }) {
        const at = Date.now();
        return {
          payload: {
            task_id: nanoid(),
            task: taskSchema.parse(input.task),
            transmited: false,
            created_at: at,
            updated_at: at,
            result: null,
            resultCode: null,
            is_result_cacheable: input.isResultCacheable ?? false,
          },
        };
      },
    },
    taskTransmitted(state, action: PayloadAction<{ task_id: string; code: number; result: unknown; at: number }>) {
      const { task_id, code, result, at } = action.payload;
      const task = state.tasks.find((t) => t.task_id === task_id);
      if (!task) return;
      if (!task.is_result_cacheable) {
        state.tasks = state.tasks.filter((t) => t.task_id !== task_id);
        return;
      }
      Object.assign(task, { transmited: true, updated_at: at, result, resultCode: code });
    },
    untransmittedTasksDiscarded(state) {
      state.tasks = state.tasks.filter((t) => t.transmited);
    },
  },
  selectors: {
    selectUntransmittedTasks: (state) => state.tasks.filter((t) => !t.transmited),
  },
});

export const { taskQueued, taskTransmitted, untransmittedTasksDiscarded } = syncTasksSlice.actions;
