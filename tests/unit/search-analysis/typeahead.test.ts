/**
 * @jest-environment jsdom
 */
/**
 * The search box's type-ahead (issue 19): asks `/api/catalog` for the answer's suggestions once
 * the shopper pauses, fills a native datalist on the box (did-you-mean first), ignores late and
 * failed answers, and sends nothing below the minimum length.
 */
import { attachTypeahead, typeaheadOptions } from '@/components/search/typeahead';
import { suggestionsRequestUrl } from '@/lib/contract/search-suggestions';
import { TYPEAHEAD_DEBOUNCE_MS } from '@/lib/config/search-page';

function answer(suggestions: object): Response {
  return { ok: true, json: async () => ({ code: 200, result: { items: [], suggestions } }) } as unknown as Response;
}

function box(): HTMLInputElement {
  document.body.innerHTML = '<form><input id="search-term" type="search"></form>';
  return document.getElementById('search-term') as HTMLInputElement;
}

const type = (input: HTMLInputElement, value: string) => {
  input.value = value;
  input.dispatchEvent(new Event('input'));
};
const options = () => [...document.querySelectorAll('#search-term-suggestions option')].map((o) => (o as HTMLOptionElement).value);
const settle = async () => {
  await jest.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS + 1);
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('asks for suggestions of what was typed once the shopper pauses, and lists them on the box', async () => {
  const input = box();
  const fetcher = jest.fn(async () => answer({ completions: ['kaffeevollautomat', 'kaffeevollautomaten'], didYouMean: null }));
  attachTypeahead(input, 'de_de', fetcher as unknown as typeof fetch);
  expect(input.getAttribute('list')).toBe('search-term-suggestions');
  type(input, 'kaf');
  type(input, 'kaffeevoll');
  await settle();
  expect(fetcher).toHaveBeenCalledTimes(1);
  expect(fetcher.mock.calls[0]).toEqual([suggestionsRequestUrl('kaffeevoll', 'de_de'), expect.anything()]);
  const request = JSON.parse(new URL(suggestionsRequestUrl('kaffeevoll', 'de_de'), 'http://x').searchParams.get('request')!);
  expect(request).toMatchObject({ store: 'de_de', type: 'product', searchQuery: { text: 'kaffeevoll' } });
  expect(options()).toEqual(['kaffeevollautomat', 'kaffeevollautomaten']);
});

it('sends nothing below the minimum length and clears the list', async () => {
  const input = box();
  const fetcher = jest.fn(async () => answer({ completions: ['kaffee'], didYouMean: null }));
  attachTypeahead(input, 'de_de', fetcher as unknown as typeof fetch);
  type(input, 'kaffe');
  await settle();
  expect(options()).toEqual(['kaffee']);
  type(input, 'ka');
  await settle();
  expect(fetcher).toHaveBeenCalledTimes(1);
  expect(options()).toEqual([]);
});

it('keeps the list on a failed answer and drops an answer the box no longer holds', async () => {
  const input = box();
  let resolveSlow: (r: Response) => void = () => undefined;
  const fetcher = jest
    .fn()
    .mockImplementationOnce(async () => answer({ completions: ['mühle'], didYouMean: null }))
    .mockImplementationOnce(async () => ({ ok: false, json: async () => ({}) }))
    .mockImplementationOnce(() => new Promise<Response>((resolve) => (resolveSlow = resolve)))
    .mockImplementationOnce(async () => answer({ completions: ['mühlen'], didYouMean: null }));
  attachTypeahead(input, 'de_de', fetcher as unknown as typeof fetch);
  type(input, 'mueh');
  await settle();
  type(input, 'muehl');
  await settle();
  expect(options()).toEqual(['mühle']);
  type(input, 'muehle');
  await settle();
  type(input, 'muehlen');
  await settle();
  resolveSlow(answer({ completions: ['stale'], didYouMean: null }));
  await jest.advanceTimersByTimeAsync(1);
  expect(options()).toEqual(['mühlen']);
});

it('offers the did-you-mean first, each suggestion once', () => {
  expect(typeaheadOptions({ completions: ['kaffee', 'kaffeebohnen'], didYouMean: 'kaffee' })).toEqual(['kaffee', 'kaffeebohnen']);
  expect(typeaheadOptions({ completions: [], didYouMean: null })).toEqual([]);
});

it('unwires itself', () => {
  const input = box();
  const detach = attachTypeahead(input, 'de_de', jest.fn() as unknown as typeof fetch);
  detach();
  expect(input.hasAttribute('list')).toBe(false);
  expect(document.getElementById('search-term-suggestions')).toBeNull();
});
