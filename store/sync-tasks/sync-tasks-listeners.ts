/** Queued calls go out when the browser is online, each once (spec 01 §7). */
import { isAnyOf } from '@reduxjs/toolkit';
import { appStarted, connectivityChanged } from '../app-events';
import type { AppStartListening } from '../listener-types';
import { selectUntransmittedTasks, taskTransmitted } from './sync-tasks-state';

export function registerSyncTaskListeners(startListening: AppStartListening): void {
  startListening({
    matcher: isAnyOf(appStarted, connectivityChanged),
    effect: async (_action, api) => {
      if (!api.extra.isOnline()) return;
      api.unsubscribe();
      try {
        for (const queued of selectUntransmittedTasks(api.getState())) {
          const answer = await api.extra.executor.execute(queued.task).catch(() => null);
          if (answer !== null) {
            api.dispatch(taskTransmitted({ task_id: queued.task_id, code: answer.code, result: answer.result, at: api.extra.now() }));
          }
        }
      } finally {
        api.subscribe();
      }
    },
  });
}
