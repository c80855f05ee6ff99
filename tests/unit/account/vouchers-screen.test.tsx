/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { VouchersAndDiscounts } from '@/components/account';
import type { GiftCard } from '@/lib/contract/gift-card';
import { renderLoggedIn } from './logged-in-shop';

const PATH = '/api/ext/giftcard/list';

function code(overrides: Partial<GiftCard>): GiftCard {
  return {
    code: 'BEANS-1',
    kind: 'giftcard',
    giftcard_data: { type: 'loyalty' },
    total_value: 10,
    remaining_balance: 7.5,
    from_date: '2026-01-05T00:00:00.000Z',
    valid_until: '2028-01-05T00:00:00.000Z',
    redeemed: false,
    ...overrides,
  };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the vouchers and discounts page', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('lists active and inactive codes of type loyalty only, with balance, validity and redemption', async () => {
    renderLoggedIn(<VouchersAndDiscounts />, {
      [PATH]: {
        code: 200,
        result: {
          active: [code({}), code({ code: 'PROMO-5', giftcard_data: { type: 'promotion' } })],
          inactive: [code({ code: 'BEANS-OLD', kind: 'coffee_club_giftcard', remaining_balance: 0, from_date: null, redeemed: true })],
        },
      },
    });
    const active = await screen.findByRole('article', { name: 'BEANS-1' });
    expect(within(active).getByText('Gift card')).toBeInTheDocument();
    expect(within(active).getByText('7,50 € left of 10,00 €')).toBeInTheDocument();
    expect(within(active).getByText('Valid from 05.01.2026')).toBeInTheDocument();
    expect(within(active).getByText('Valid until 05.01.2028')).toBeInTheDocument();
    expect(within(section('Active codes')).getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByText('PROMO-5')).not.toBeInTheDocument();
    const inactive = within(section('Inactive codes')).getByRole('article', { name: 'BEANS-OLD' });
    expect(within(inactive).getByText('Coffee Club gift card')).toBeInTheDocument();
    expect(within(inactive).getByText('Redeemed')).toBeInTheDocument();
    expect(within(inactive).queryByText(/Valid from/)).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('says so when the customer has no codes', async () => {
    renderLoggedIn(<VouchersAndDiscounts />, { [PATH]: { code: 200, result: { active: [], inactive: [] } } });
    expect(await screen.findByText('You have no active vouchers or discount codes.')).toBeInTheDocument();
    expect(screen.getByText('You have no inactive vouchers or discount codes.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it.each([
    ['a server error', { code: 500, result: 'down' }],
    ['an answer in another shape', { code: 200, result: { active: 'none' } }],
  ])('on %s logs "Error fetching gift cards", tells the shopper, and reads again on "try again"', async (_case, failure) => {
    let reply: object = failure;
    renderLoggedIn(<VouchersAndDiscounts />, { [PATH]: () => reply as { code: number; result: unknown } });
    expect(await screen.findByText('Your vouchers could not be loaded. Please try again.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Error fetching gift cards');
    reply = { code: 200, result: { active: [code({})], inactive: [] } };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'BEANS-1' })).toBeInTheDocument();
  });
});
