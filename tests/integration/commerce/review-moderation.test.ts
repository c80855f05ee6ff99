/**
 * Moderating written reviews (issue 36): a review a shopper writes waits pending; the operator
 * (the admin token of the other operator routes) lists the pending ones and approves or rejects
 * each; an approved review is listed and counted on its product page, and the catalogue's cached
 * pages are dropped and the change published as after an import; a rejected one never shows. Bad
 * input is answered 400/401/404/409 and changes nothing. SQLite always; PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { revalidateTag } from 'next/cache';
import { call, useOperatorToken, useTempDatabase } from './harness';
import { useTestCatalog } from './test-catalog';
import * as create from '@/app/api/review/create/route';
import * as pending from '@/app/api/admin/reviews/route';
import * as decide from '@/app/api/admin/reviews/[reviewId]/route';
import { readProductReviews } from '@/lib/commerce/reviews';
import { getStores } from '@/lib/config/stores';
import { readGeneration } from '@/lib/replicas';
import type { PendingReview } from '@/lib/contract/review';

jest.mock('next/cache', () => ({ ...jest.requireActual<object>('next/cache'), revalidateTag: jest.fn(), revalidatePath: jest.fn() }));
jest.mock('next/server', () => ({ ...jest.requireActual<object>('next/server'), after: jest.fn() }));

const { db } = useTempDatabase();
useTestCatalog();

const TOKEN = 'operator-secret-for-review-moderation-0123456789';
const AUTH = { authorization: `Bearer ${TOKEN}` };
const store = getStores().find((s) => s.code === 'de_de')!;
const COFFEE = { id: 1, sku: 'COFFEE-250' };
useOperatorToken(TOKEN);
beforeEach(() => jest.mocked(revalidateTag).mockClear());

let written = 0;
/** A review written through the shop's own route (pending), and its id from the moderation list. */
async function writeReview(rating = 2): Promise<string> {
  written += 1;
  const title = `Moderation ${written}`;
  const review = { product_id: COFFEE.id, nickname: 'Anna', title, detail: 'Kräftig und rund.', rating };
  expect((await call(create.POST, '/api/review/create', { body: { review } })).status).toBe(200);
  const listed = (await listPending()).body.result as PendingReview[];
  return listed.find((item) => item.title === title)!.id;
}

const listPending = (headers: Record<string, string> = AUTH) => call(pending.GET, '/api/admin/reviews', { headers });
const decideOn = (reviewId: string, body: unknown, headers: Record<string, string> = AUTH) =>
  call(decide.POST, `/api/admin/reviews/${reviewId}`, { method: 'POST', headers, body, params: { reviewId } });
const pageOf = async () => readProductReviews(await db(), store, COFFEE, 1);
const statusOf = async (id: string) => (await (await db()).selectFrom('reviews').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('moderating written reviews', () => {
  it('lists the pending reviews oldest first, with their store and product', async () => {
    const first = await writeReview();
    const second = await writeReview();
    const listed = (await listPending()).body.result as PendingReview[];
    expect(listed.map((review) => review.id)).toEqual(expect.arrayContaining([first, second]));
    expect(listed.findIndex((review) => review.id === first)).toBeLessThan(listed.findIndex((review) => review.id === second));
    expect(listed.find((review) => review.id === first)).toMatchObject({ store_code: store.code, product_id: COFFEE.id, rating: 2, nickname: 'Anna' });
  });

  it('shows and counts an approved review on its product page, and drops and publishes the catalogue pages', async () => {
    const id = await writeReview(1);
    const before = await pageOf();
    expect(before.reviews.map((review) => review.id)).not.toContain(id);
    const generation = await readGeneration(await db());

    const answer = await decideOn(id, { decision: 'approve' });
    expect(answer).toMatchObject({ status: 200, body: { result: { id, status: 'approved', store_code: store.code, product_id: COFFEE.id } } });
    const after = await pageOf();
    expect(after.reviews[0].id).toBe(id);
    expect(after.summary.count).toBe(before.summary.count + 1);
    expect(after.summary.stars.find((s) => s.stars === 1)!.count).toBe(before.summary.stars.find((s) => s.stars === 1)!.count + 1);
    expect(revalidateTag).toHaveBeenCalled();
    expect(await readGeneration(await db())).toBeGreaterThan(generation);
    expect(((await listPending()).body.result as PendingReview[]).map((review) => review.id)).not.toContain(id);
  });

  it('never shows a rejected review, and publishes nothing for it', async () => {
    const id = await writeReview();
    const before = await pageOf();
    expect(await decideOn(id, { decision: 'reject' })).toMatchObject({ status: 200, body: { result: { id, status: 'rejected' } } });
    expect((await pageOf()).summary).toEqual(before.summary);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses callers without the operator token and changes nothing', async () => {
    const id = await writeReview();
    for (const headers of [{}, { authorization: 'Bearer wrong' }] as Record<string, string>[]) {
      expect((await listPending(headers)).status).toBe(401);
      expect((await decideOn(id, { decision: 'approve' }, headers)).status).toBe(401);
    }
    expect(await statusOf(id)).toBe('pending');
  });

  it.each([
    [{}, 'decision'],
    [{ decision: 'publish' }, 'decision'],
    [{ decision: 'approve', rating: 5 }, 'rating'],
    [[], ''],
  ])('answers 400 for %j, naming the field, and changes nothing', async (...[body, field]: [unknown, string]) => {
    const id = await writeReview();
    const answer = await decideOn(id, body);
    expect(answer.status).toBe(400);
    expect(String(answer.body.result)).toContain(field);
    expect(await statusOf(id)).toBe('pending');
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 404 for an unknown review and 409 for one already decided, changing nothing', async () => {
    expect((await decideOn('no-such-review', { decision: 'approve' })).status).toBe(404);
    const id = await writeReview();
    expect((await decideOn(id, { decision: 'reject' })).status).toBe(200);
    const again = await decideOn(id, { decision: 'approve' });
    expect(again.status).toBe(409);
    expect(await statusOf(id)).toBe('rejected');
    expect((await decideOn(id, { decision: 'reject' })).status).toBe(409);
  });
});
