/**
 * POST /api/address/validate { address }: `{ valid, errors, suggestions }`. A wrong postcode is
 * named with the spec's message; a tidied address is suggested, to accept or to ignore.
 */
import { checkAddress } from '@/lib/commerce/address';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { addressValidationInputSchema } from '@/lib/contract/address';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, { t }) => {
  const { address } = parseInput(addressValidationInputSchema, await readJsonBody(request));
  const check = checkAddress(address);
  return {
    result: {
      valid: check.valid,
      errors: check.errors.map(({ field, messageKey }) => ({ field, message: t(messageKey) })),
      suggestions: check.suggestions,
    },
  };
});
