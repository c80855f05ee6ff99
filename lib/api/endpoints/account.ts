/**
 * Tasks of the account screens (spec 02 §7 User API: updateProfile, changePassword,
 * deleteAccount, getOrdersHistory; 01 §7 order data, cancel, reorder). Each screen shows its own outcome, so the
 * calls are silent; bodies are checked with the server's own input schemas.
 */
import type { z } from 'zod';
import { orderIdInputSchema } from '@/lib/contract/order';
import { changePasswordInputSchema, deleteAccountInputSchema, updateProfileInputSchema } from '@/lib/contract/user';
import type { Task } from '../task';

export type ProfileUpdate = z.infer<typeof updateProfileInputSchema>['customer'];
export type PasswordChange = z.infer<typeof changePasswordInputSchema>;

export function updateProfileTask(customer: ProfileUpdate): Task {
  return { path: '/api/user/me', method: 'POST', body: updateProfileInputSchema.parse({ customer }), silent: true };
}

export function changePasswordTask(passwords: PasswordChange): Task {
  return { path: '/api/user/change-password', method: 'POST', body: changePasswordInputSchema.parse(passwords), silent: true };
}

/** The body repeats the current password (docs/server-api.md). */
export function deleteAccountTask(currentPassword: string): Task {
  return { path: '/api/user/delete', method: 'POST', body: deleteAccountInputSchema.parse({ currentPassword }), silent: true };
}

export function ordersHistoryTask(pageSize: number, currentPage: number): Task {
  return {
    path: '/api/user/order-history',
    method: 'GET',
    query: { pageSize: String(pageSize), currentPage: String(currentPage) },
    silent: true,
  };
}

export function orderDataTask(id: string): Task {
  return { path: '/api/order/data', method: 'GET', query: orderIdInputSchema.parse({ id }), silent: true };
}

export function cancelOrderTask(id: string): Task {
  return { path: '/api/order/cancel', method: 'POST', body: orderIdInputSchema.parse({ id }), silent: true };
}

export function reorderTask(id: string): Task {
  return { path: '/api/order/reorder', method: 'POST', body: orderIdInputSchema.parse({ id }), silent: true };
}
