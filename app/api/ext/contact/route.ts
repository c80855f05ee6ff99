/** POST /api/ext/contact: the contact and help-topic forms (issue 18); stored, mailed to the service address with a copy to the sender. */
import { submitContactRequest } from '@/lib/commerce/service';
import { apiRoute, clientAddress, parseInput, readJsonBody } from '@/lib/http';
import { contactRequestSchema } from '@/lib/contract/service';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, { db, store, now }) => {
  const input = parseInput(contactRequestSchema, await readJsonBody(request));
  return { result: await submitContactRequest(db, store, input, clientAddress(request), now) };
});
