/** @jest-environment jsdom */
/**
 * A finder step as the server renders it (spec 02 §2): a GET form that carries the other answers,
 * shows the chosen answer checked ("no preference" when none), offers back and next as submit
 * buttons with the step they lead to, and on the budget step the automatic machines' entry price
 * in the store's format.
 */
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));
import { renderToStaticMarkup } from 'react-dom/server';
import { getStores } from '@/lib/config/stores';
import { MACHINE_FINDER, COFFEE_FINDER, type OptionSource } from '@/lib/finders';
import { FinderStep } from '@/components/finders/FinderStep';
import type { FinderTranslator } from '@/components/finders/finder-labels';
import messages from '@/locales/de-DE/finders.json';

type Tree = { [key: string]: string | Tree };

/** The finders catalogue's message with `{name}` arguments filled, as next-intl does. */
const t = ((key: string, values: Record<string, string | number> = {}) => {
  const found = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), messages as Tree);
  if (typeof found !== 'string') throw new Error(`missing message ${key}`);
  return found.replace(/\{(\w+)\}/g, (all, name: string) => (values[name] === undefined ? all : String(values[name])));
}) as unknown as FinderTranslator;

const store = getStores().find((s) => s.code === 'de_de')!;
const source: OptionSource = {
  options: { preparation_type: [{ value: '6000', label: 'Kaffeevollautomat' }, { value: '6001', label: 'Siebträger' }] },
};

function render(finder = MACHINE_FINDER, index = 0, answers: Record<string, string[]> = {}) {
  const html = renderToStaticMarkup(<FinderStep store={store} finder={finder} index={index} answers={answers} source={source} t={t} />);
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return doc;
}

describe('a finder step rendered on the server', () => {
  it('is a GET form to the finder with the question, its options and "no preference" checked', () => {
    const doc = render();
    const form = doc.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/machinefinder');
    expect(doc.querySelector('h2')!.textContent).toBe(messages.machine.questions.type.title);
    const radios = [...doc.querySelectorAll<HTMLInputElement>('input[name="type"]')];
    expect(radios.map((r) => [r.value, r.checked])).toEqual([['6000', false], ['6001', false], ['any', true]]);
    expect(doc.body.textContent).toContain('Frage 1 von 11');
    expect(doc.querySelector('button[value="1"]')).toBeNull();
  });

  it('carries the other answers as hidden fields and checks the current one', () => {
    const doc = render(MACHINE_FINDER, 0, { type: ['6001'], cups: ['upTo4'], features: ['7200', '7203'] });
    const hidden = [...doc.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((i) => [i.name, i.value]);
    expect(hidden).toEqual([['cups', 'upTo4'], ['features', '7200'], ['features', '7203']]);
    expect(doc.querySelector<HTMLInputElement>('input[name="type"][value="6001"]')!.checked).toBe(true);
  });

  it('offers back to the previous step and next to the following one', () => {
    const doc = render(MACHINE_FINDER, 3);
    expect(doc.querySelector('button[name="step"][value="5"]')!.textContent).toBe('Weiter');
    expect(doc.querySelector('button[name="step"][value="3"]')!.textContent).toBe('Zurück');
    expect(doc.querySelector('label')!.textContent).toBe('In höchstens 10 Minuten bereit');
  });

  it('ends with a button to the results', () => {
    const doc = render(COFFEE_FINDER, COFFEE_FINDER.questions.length - 1);
    expect(doc.querySelector('button[name="step"][value="results"]')!.textContent).toBe('Empfehlungen anzeigen');
  });

  it('names the automatic machines\' entry price and the budgets in the store\'s price format', () => {
    const doc = render(MACHINE_FINDER, MACHINE_FINDER.questions.findIndex((q) => q.id === 'budget'));
    const text = doc.body.textContent!.replace(/\u00a0/g, ' ');
    expect(text).toContain('Kaffeevollautomaten gibt es ab etwa 800,00 € bis 900,00 €.');
    expect([...doc.querySelectorAll('label')].map((l) => l.textContent!.replace(/\u00a0/g, ' '))).toEqual([
      'Bis 300,00 €', '300,00 € bis 800,00 €', '800,00 € bis 1.500,00 €', 'Ab 1.500,00 €', 'Keine Vorliebe',
    ]);
  });
});
