/**
 * POST /api/user/subscription-cancellation (multipart/form-data: subscription_id, kind, reason,
 * details, evidence): the cancellation form (spec 02 §2, §5). Answers the receipt; bad input is a
 * 400 naming the field, another customer's subscription a 404 like an unknown one.
 */
import { EVIDENCE_MAX_BYTES } from '@/lib/config/subscriptions';
import { cancellationFieldsSchema } from '@/lib/contract/subscription-cancellation';
import { requireCustomer } from '@/lib/commerce/auth';
import { requestCancellation, type UploadedEvidence } from '@/lib/commerce/subscriptions';
import { ApiError, apiRoute, parseInput } from '@/lib/http';

export const runtime = 'nodejs';

/** Room for the form fields beside the largest evidence file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

async function readForm(request: Request): Promise<FormData> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > EVIDENCE_MAX_BYTES + FORM_OVERHEAD_BYTES) throw new ApiError(400, 'invalidField', { field: 'evidence', problem: 'size' });
  if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) throw new ApiError(400, 'invalidField', { field: 'body', problem: 'expected multipart/form-data' });
  try {
    return await request.formData();
  } catch {
    throw new ApiError(400, 'invalidField', { field: 'body', problem: 'unreadable form' });
  }
}

function text(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export const POST = apiRoute(async (request, context) => {
  const user = await requireCustomer(request, context);
  const form = await readForm(request);
  const fields = parseInput(cancellationFieldsSchema, { subscription_id: text(form, 'subscription_id'), kind: text(form, 'kind'), reason: text(form, 'reason'), details: text(form, 'details') });
  const file = form.get('evidence');
  const evidence: UploadedEvidence | null = file instanceof Blob && file.size > 0 ? { size: file.size, type: file.type, bytes: new Uint8Array(await file.slice(0, EVIDENCE_MAX_BYTES + 1).arrayBuffer()) } : null;
  return { result: await requestCancellation(context.db, user, fields, evidence, context.store.i18n.defaultLocale, context.now) };
});
