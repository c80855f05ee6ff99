/**
 * The sign-in screens' calls (spec 02 §2 login, register, forgot-password, create-password; §7
 * User API): each answers what its form shows, done or why not (the server's own text such as
 * the wrong-password message, or a catalogue key when the call did not get through), so the calls
 * are silent and no notification repeats the form's message. Login and registration end in the
 * session `startSession` opens and a navigation to where the form leads.
 */
import { ApiError, createPasswordTask, loginTask, messageKey, resetPasswordTask, serverMessage, type CreatePasswordRequest, type Task, type TaskResult, type UserMessage } from '@/lib/api';
import type { LoginRequest } from '@/lib/contract/user';
import { registerTask } from '@/lib/checkout';
import type { AppDispatch, StoreExtra } from '../listener-types';
import type { RootState } from '../root-reducer';
import { startSession } from './session-login';

export type AuthOutcome = { ok: true } | { ok: false; error: UserMessage };

export interface Registration {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
}

const SOMETHING_WENT_WRONG = messageKey('auth.somethingWentWrong');

/** A refusal keeps the answer's code when the server gave one. */
export type Sent = { ok: true; answer: TaskResult } | { ok: false; error: UserMessage; code?: number };

/** Runs a silent call: its answer on 200, else what the form shows (the server's text or a catalogue key). */
export async function send(extra: StoreExtra, task: Task): Promise<Sent> {
  try {
    const answer = await extra.executor.execute({ ...task, silent: true });
    if (answer.code === 200) return { ok: true, answer };
    const text = serverMessage(answer);
    return { ok: false, error: text === null ? SOMETHING_WENT_WRONG : { text }, code: answer.code };
  } catch (error) {
    return { ok: false, error: error instanceof ApiError ? messageKey(error.messageKey) : SOMETHING_WENT_WRONG };
  }
}

/** Logs in and, once the session is stored, goes to `destination` (a same-site path). */
export function logInFromForm(credentials: LoginRequest, destination: string) {
  return async (dispatch: AppDispatch, _getState: () => RootState, extra: StoreExtra): Promise<AuthOutcome> => {
    const sent = await send(extra, loginTask(credentials));
    if (!sent.ok) return sent;
    if (!(await dispatch(startSession(sent.answer)))) return { ok: false, error: SOMETHING_WENT_WRONG };
    extra.navigate(destination);
    return { ok: true };
  };
}

/** Creates the account, then logs it in and goes to `destination`. */
export function registerCustomer({ password, ...customer }: Registration, destination: string) {
  return async (dispatch: AppDispatch, _getState: () => RootState, extra: StoreExtra): Promise<AuthOutcome> => {
    const sent = await send(extra, registerTask(customer, password));
    if (!sent.ok) return sent;
    return dispatch(logInFromForm({ username: customer.email, password }, destination));
  };
}

/** Password calls are refused offline with the spec's text (02 §5, §8). */
export async function sendOnline(extra: StoreExtra, task: Task): Promise<AuthOutcome> {
  if (!extra.isOnline()) return { ok: false, error: messageKey('auth.offline') };
  const sent = await send(extra, task);
  return sent.ok ? { ok: true } : sent;
}

/** Asks for the reset mail; the server answers alike whether or not the account exists. */
export function requestPasswordReset(email: string) {
  return (_dispatch: AppDispatch, _getState: () => RootState, extra: StoreExtra): Promise<AuthOutcome> =>
    sendOnline(extra, resetPasswordTask(email));
}

/** Sets the new password with the reset mail's token. */
export function createPassword(request: CreatePasswordRequest) {
  return (_dispatch: AppDispatch, _getState: () => RootState, extra: StoreExtra): Promise<AuthOutcome> =>
    sendOnline(extra, createPasswordTask(request));
}
