/**
 * Mail delivery (issue 18, docs/adr/0015-service-mail.md): the outbox is always written; with
 * `SMTP_URL` set a job delivers it over SMTP. Plain values.
 */


/** The delivery job looks for unsent mail this often. */
export const MAIL_DELIVERY_EVERY_SECONDS = 15;
/** Rows one delivery run claims. */
export const MAIL_DELIVERY_BATCH = 50;
/** A claimed row is the worker's for this long; a worker that died leaves it to the next run. */
export const MAIL_CLAIM_MS = 2 * 60_000;
/** Attempts before a mail is given up (`failed_at`). */
export const MAIL_MAX_ATTEMPTS = 6;
/** The first retry waits this long, each further one twice as long. */
export const MAIL_RETRY_BASE_SECONDS = 60;
export const MAIL_RETRY_MAX_SECONDS = 6 * 60 * 60;
export const MAIL_ERROR_MAX_LENGTH = 1_000;

/** The job name on the shop's runner (lib/jobs). */
export const MAIL_DELIVERY_JOB = 'mail.deliver';

/** `/api/dev/mail` lists at most this many outbox rows, newest first. */
export const DEV_MAIL_LIST_LIMIT = 100;
