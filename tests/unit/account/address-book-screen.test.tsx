/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AddressBook } from '@/components/account';
import { Notifications } from '@/components/notifications';
import { loggedIn, userLoaded } from '@/store';
import { messages, renderShop, type Route } from '../cart-ui/render-shop';

const t = messages.addresses as Record<string, string>;
const field = (messages['checkout-ui'] as { address: Record<string, string> & { kinds: Record<string, string> } }).address;
const validation = (messages['checkout-ui'] as { validation: Record<string, string> }).validation;
const ME = '/api/user/me';
const HOME_ID = '0b6f3b52-8d0a-4c3e-9a51-3f0c3f5f2a11';
const OFFICE_ID = '5c2d9e7a-1f4b-4e8d-b6a2-7d9c1e3f4b22';
const saved = { default_billing: false, default_shipping: false, used_by_subscription: false };
const home = { ...saved, id: HOME_ID, type: 'private', firstname: 'Anna', lastname: 'Berg', street: 'Hauptstraße', house_number: '5', postcode: '20095', city: 'Hamburg', countryId: 'DE', default_billing: true };
const office = { ...saved, id: OFFICE_ID, type: 'company', firstname: 'Anna', lastname: 'Berg', company: 'Rösterei Berg', vat_id: 'DE123456', street: 'Ring', house_number: '3', postcode: '50667', city: 'Köln', countryId: 'DE' };
const user = { id: 7, email: 'anna@example.com', firstname: 'Anna', lastname: 'Berg', group_id: 1 };

/** A profile server: it answers the book it holds, takes a sent book and gives new addresses an id. */
function server(addresses: unknown[]): Record<string, Route> {
  let book = addresses;
  return {
    [ME]: ({ method, body }) => {
      if (method === 'POST') {
        const sent = (body as { customer: { addresses: Record<string, unknown>[] } }).customer.addresses;
        book = sent.map((address, i) => ({ used_by_subscription: false, ...address, id: address.id ?? `9e1c7f3a-2b4d-4a6e-8c0f-00000000000${i}` }));
      }
      return { code: 200, result: { ...user, addresses: book } };
    },
  };
}

/** The screen for a logged-in customer, once it has read the book from the server. */
async function renderBook(addresses: unknown[], routes: Record<string, Route> = server(addresses)) {
  const shop = renderShop(
    <>
      <AddressBook />
      <Notifications />
    </>,
    routes,
  );
  act(() => {
    shop.store.dispatch(loggedIn({ token: 'token-1', refreshToken: 'refresh-1' }));
    shop.store.dispatch(userLoaded({ user: { ...user, addresses }, groupToken: null }));
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return shop;
}

const sentBooks = (shop: ReturnType<typeof renderShop>) =>
  shop.requests.filter((call) => call.path === ME && call.method === 'POST').map((call) => (call.body as { customer: { addresses: Record<string, unknown>[] } }).customer.addresses);
const card = (name: RegExp) => screen.getByRole('button', { name }).closest('article')!;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the address book', () => {
  it('asks a visitor to log in first', () => {
    renderShop(<AddressBook />);
    expect(screen.getByText('You need to be logged in to see this page')).toBeInTheDocument();
  });

  it('lists the saved addresses with their default and subscription marks, and the menu entry current', async () => {
    await renderBook([home, { ...office, used_by_subscription: true }]);
    const homeCard = card(/Edit address: Anna Berg, Hauptstraße 5/);
    expect(within(homeCard).getByText(t.defaultBilling)).toBeInTheDocument();
    expect(within(homeCard).queryByText(t.defaultShipping)).not.toBeInTheDocument();
    expect(within(homeCard).getByRole('button', { name: t.setDefaultShipping })).toBeInTheDocument();
    const officeCard = card(/Edit address: Anna Berg, Rösterei Berg/);
    expect(within(officeCard).getByText('Ring 3')).toBeInTheDocument();
    expect(within(officeCard).getByText('Tax ID DE123456')).toBeInTheDocument();
    expect(within(officeCard).getByText(t.usedBySubscription)).toBeInTheDocument();
    expect(within(homeCard).queryByText(t.usedBySubscription)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My addresses' })).toHaveAttribute('aria-current', 'page');
  });

  it('reads the book afresh from the server when it opens', async () => {
    await renderBook([home], server([home, office]));
    expect(await screen.findByRole('button', { name: /Edit address: Anna Berg, Rösterei Berg/ })).toBeInTheDocument();
  });

  it('says so when no address is saved', async () => {
    await renderBook([]);
    expect(screen.getByText(t.empty)).toBeInTheDocument();
  });

  it("adds a private address: a too-short postcode shows the spec's message and sends nothing", async () => {
    const shop = await renderBook([]);
    fireEvent.click(screen.getByRole('button', { name: t.add }));
    const dialog = await screen.findByRole('dialog', { name: t.addTitle });
    type(field.firstName, 'Anna');
    type(field.lastName, 'Berg');
    type(field.streetAddress, 'Hauptstraße');
    type(field.apartmentNumber, '5');
    type(field.zipCode, '20');
    type(field.city, 'Hamburg');
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(within(dialog).getByText('This PLZ ist not valid.')).toBeInTheDocument();
    expect(screen.getByLabelText(field.zipCode)).toHaveFocus();
    expect(validation.invalidPostcode).toBe('This PLZ ist not valid.');
    expect(sentBooks(shop)).toEqual([]);

    type(field.zipCode, '20095');
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.savedAdded)).toBeInTheDocument();
    expect(sentBooks(shop)).toEqual([
      [{ type: 'private', firstname: 'Anna', lastname: 'Berg', street: 'Hauptstraße', house_number: '5', postcode: '20095', city: 'Hamburg', countryId: 'DE', default_billing: false, default_shipping: false }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card(/Edit address: Anna Berg, Hauptstraße 5/)).toBeInTheDocument();
  });

  it('asks a company address for its company, and a field under 2 characters gets the spec text', async () => {
    await renderBook([]);
    fireEvent.click(screen.getByRole('button', { name: t.add }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: field.kinds.company }));
    type(field.company, 'R');
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(within(dialog).getAllByText('This specification must be at least 2 characters long.').length).toBeGreaterThan(0);
    expect(screen.getByLabelText(field.company)).toHaveFocus();
    expect(screen.getByLabelText(field.company)).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers the Packstation, whose number and post number replace the street', async () => {
    await renderBook([]);
    fireEvent.click(screen.getByRole('button', { name: t.add }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: field.kinds.packstation }));
    expect(within(dialog).queryByLabelText(field.streetAddress)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(field.packstationNumber)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(field.postNumber)).toBeInTheDocument();
  });

  it('edits an address in place and makes it the default shipping address, taking the mark off the other', async () => {
    const shop = await renderBook([{ ...home, default_shipping: true }, office]);
    fireEvent.click(screen.getByRole('button', { name: /Edit address: Anna Berg, Rösterei Berg/ }));
    const dialog = await screen.findByRole('dialog', { name: t.editTitle });
    expect(screen.getByLabelText(field.company)).toHaveValue('Rösterei Berg');
    type(field.city, 'Bonn');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: t.defaultShipping }));
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.savedUpdated)).toBeInTheDocument();
    const [sent] = sentBooks(shop);
    expect(sent.map((address) => [address.id, address.city, address.default_shipping])).toEqual([
      [HOME_ID, 'Hamburg', false],
      [OFFICE_ID, 'Bonn', true],
    ]);
  });

  it('sets the default billing address from the list', async () => {
    const shop = await renderBook([home, office]);
    fireEvent.click(within(card(/Edit address: Anna Berg, Rösterei Berg/)).getByRole('button', { name: t.setDefaultBilling }));
    expect(await screen.findByText(t.savedDefaultBilling)).toBeInTheDocument();
    expect(sentBooks(shop)[0].map((address) => address.default_billing)).toEqual([false, true]);
    await waitFor(() => expect(within(card(/Edit address: Anna Berg, Rösterei Berg/)).getByText(t.defaultBilling)).toBeInTheDocument());
  });

  it('deletes only after the confirmation question, and keeps the address on "no"', async () => {
    const shop = await renderBook([home, office]);
    fireEvent.click(screen.getByRole('button', { name: /Delete address: Anna Berg, Hauptstraße/ }));
    const question = await screen.findByRole('dialog', { name: t.deleteTitle });
    fireEvent.click(within(question).getByRole('button', { name: t.deleteKeep }));
    expect(sentBooks(shop)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: /Delete address: Anna Berg, Hauptstraße/ }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: t.deleteTitle })).getByRole('button', { name: t.deleteConfirm }));
    expect(await screen.findByText(t.savedDeleted)).toBeInTheDocument();
    expect(sentBooks(shop)[0].map((address) => address.id)).toEqual([OFFICE_ID]);
  });

  it('refuses a change offline with its own message and sends nothing', async () => {
    const shop = await renderBook([home]);
    shop.network.online = false;
    fireEvent.click(screen.getByRole('button', { name: t.setDefaultShipping }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.offline);
    expect(sentBooks(shop)).toEqual([]);
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    await renderBook([home], { [ME]: { code: 400, result: 'This address is not in your address book.' } });
    fireEvent.click(screen.getByRole('button', { name: /Edit address/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This address is not in your address book.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes the dialog on Escape without saving', async () => {
    const shop = await renderBook([home]);
    fireEvent.click(screen.getByRole('button', { name: t.add }));
    await screen.findByRole('dialog');
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBooks(shop)).toEqual([]);
  });
});
