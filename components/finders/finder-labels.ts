/**
 * What a finder shows for its questions' answers: the options of a question (attribute options in
 * the store's language, brackets and flags from finders.json, prices in the store's format) and
 * the labels of chosen values, for the answers summary and the reasons of a recommendation.
 */
import type { getTranslations } from 'next-intl/server';
import type { Bracket } from '@/lib/config/finders';
import type { Store } from '@/lib/config/stores';
import { formatPrice } from '@/lib/i18n/format-price';
import { FLAG_YES, type Finder, type OptionSource, type Question } from '@/lib/finders';

export type FinderTranslator = Awaited<ReturnType<typeof getTranslations<'finders'>>>;

export interface ShownOption {
  value: string;
  label: string;
}

function bracketLabel(finder: Finder, question: Question & { kind: 'bracket' }, bracket: Bracket, t: FinderTranslator, store: Store): string {
  const show = (value: number | undefined) => (value === undefined ? '' : question.price ? formatPrice(value, store.i18n) : String(value));
  const shape = bracket.from === undefined ? 'upTo' : bracket.to === undefined ? 'from' : 'between';
  return t(`${finder.id}.questions.${question.id}.bracket.${shape}`, { from: show(bracket.from), to: show(bracket.to) });
}

export function questionOptions(finder: Finder, question: Question, source: OptionSource, t: FinderTranslator, store: Store): ShownOption[] {
  switch (question.kind) {
    case 'attribute':
      return [...(source.options[question.field] ?? [])];
    case 'bracket':
      return question.brackets.map((bracket) => ({ value: bracket.key, label: bracketLabel(finder, question, bracket, t, store) }));
    case 'labelBracket':
      return question.brackets.map((bracket) => ({ value: bracket.key, label: t(`${finder.id}.questions.${question.id}.options.${bracket.key}`) }));
    case 'flag':
      return [{ value: FLAG_YES, label: t(`${finder.id}.questions.${question.id}.options.${FLAG_YES}`) }];
  }
}

/** Labels of chosen values; a value the catalogue no longer offers shows as it is. */
export function answerLabels(options: readonly ShownOption[], values: readonly string[]): string[] {
  return values.map((value) => options.find((option) => option.value === value)?.label ?? value);
}
