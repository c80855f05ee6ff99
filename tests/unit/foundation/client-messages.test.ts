import { pickMessages } from '@/lib/i18n/client-messages';
import type { Messages } from '@/lib/i18n/messages';

const catalogue = (): Messages => ({
  cart: { ok: 'OK', undo: 'Undo' },
  catalog: { quantity: { min: 'At least {min}', max: 'At most {max}' }, cupPrice: { label: '{price} per cup' }, filters: { title: 'Filter' } },
  commerce: { notFound: 'Not found' },
  menu: { open: 'Menu' },
});

describe('picking the messages the browser gets', () => {
  it('keeps whole namespaces and leaves out the others', () => {
    expect(pickMessages(catalogue(), ['cart', 'menu'])).toEqual({ cart: { ok: 'OK', undo: 'Undo' }, menu: { open: 'Menu' } });
  });

  it('keeps dotted sub-namespaces and single messages under their path', () => {
    expect(pickMessages(catalogue(), ['catalog.quantity', 'catalog.cupPrice.label'])).toEqual({
      catalog: { quantity: { min: 'At least {min}', max: 'At most {max}' }, cupPrice: { label: '{price} per cup' } },
    });
  });

  it('keeps a whole namespace when a sub-namespace of it is listed too, in either order', () => {
    const whole = catalogue().catalog;
    expect(pickMessages(catalogue(), ['catalog', 'catalog.quantity'])).toEqual({ catalog: whole });
    expect(pickMessages(catalogue(), ['catalog.quantity', 'catalog'])).toEqual({ catalog: whole });
  });

  it('writes nothing into the catalogue it picks from', () => {
    const freeze = (messages: Messages): Messages => Object.freeze(Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, typeof v === 'string' ? v : freeze(v)])));
    const messages = freeze(catalogue());
    expect(pickMessages(messages, ['catalog', 'catalog.quantity', 'cart.ok', 'cart.undo'])).toEqual({ catalog: catalogue().catalog, cart: catalogue().cart });
    expect(messages).toEqual(catalogue());
  });

  it('gives nothing for no namespaces', () => {
    expect(pickMessages(catalogue(), [])).toEqual({});
  });

  it('refuses a namespace the catalogue lacks, naming it', () => {
    expect(() => pickMessages(catalogue(), ['cart', 'checkout'])).toThrow('message namespace "checkout" is not in the catalogue: no "checkout"');
    expect(() => pickMessages(catalogue(), ['constructor'])).toThrow('message namespace "constructor" is not in the catalogue: no "constructor"');
    expect(() => pickMessages(catalogue(), ['catalog.sort.title'])).toThrow('message namespace "catalog.sort.title" is not in the catalogue: no "catalog.sort"');
  });

  it('refuses a path that runs through a single message', () => {
    expect(() => pickMessages(catalogue(), ['cart.ok.label'])).toThrow('message namespace "cart.ok.label" is not in the catalogue: "cart.ok" is a message');
  });
});
