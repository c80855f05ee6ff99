/** POST /api/payments/test/wallet { reference, approve }: the test Apple Pay / Google Pay sheet approved or dismissed. */
import { answerTestWallet } from '@/lib/commerce/payments';
import { apiRoute, parseInput, readJsonBody } from '@/lib/http';
import { testWalletInputSchema } from '@/lib/contract/payments';

export const runtime = 'nodejs';

export const POST = apiRoute(async (request, { db, now }) => {
  const { reference, approve } = parseInput(testWalletInputSchema, await readJsonBody(request));
  return { result: await answerTestWallet(db, reference, approve, now) };
});
