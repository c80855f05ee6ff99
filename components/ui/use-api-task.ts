'use client';
/**
 * Runs a call through the store's executor (token, cart id, country, storeCode, 401 refresh), for
 * screens that read an answer the store does not keep: method lists, stock, the profile.
 */
import { useCallback } from 'react';
import type { Task, TaskResult } from '@/lib/api';
import { useAppDispatch, type RootState, type StoreExtra } from '@/store';

export function useApiTask(): (task: Task) => Promise<TaskResult> {
  const dispatch = useAppDispatch();
  return useCallback(
    (task: Task) => dispatch((_dispatch: unknown, _getState: () => RootState, extra: StoreExtra) => extra.executor.execute(task)),
    [dispatch],
  );
}
