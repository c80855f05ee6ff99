/**
 * A finder's state in the URL query (spec 02 §2: shareable, works as a plain GET form): the answers
 * (one parameter per question, repeated for several values) and the step. Anything malformed is
 * dropped rather than refused, so a hand-edited link shows the questionnaire, not an error.
 */
import { FINDER_NO_PREFERENCE, FINDER_RESULTS_STEP, FINDER_STEP_PARAM } from '@/lib/config/finders';
import { FLAG_YES, type Answers, type Finder, type Question } from './types';

export type Query = Readonly<Record<string, string | readonly string[] | undefined>>;

/** The step shown: a question (0-based index) or the results. */
export type FinderStep = { kind: 'question'; index: number } | { kind: 'results' };

function isValid(question: Question, value: string): boolean {
  switch (question.kind) {
    case 'attribute':
      return /^\d+$/.test(value);
    case 'bracket':
    case 'labelBracket':
      return question.brackets.some((bracket) => bracket.key === value);
    case 'flag':
      return value === FLAG_YES;
  }
}

function valuesOf(raw: string | readonly string[] | undefined): string[] {
  return raw === undefined ? [] : typeof raw === 'string' ? [raw] : [...raw];
}

export function parseAnswers(finder: Finder, query: Query): Answers {
  const answers: Record<string, string[]> = {};
  for (const question of finder.questions) {
    const values = [...new Set(valuesOf(query[question.id]))].filter((value) => value !== FINDER_NO_PREFERENCE && isValid(question, value));
    const multiple = question.kind === 'attribute' && question.multiple === true;
    if (values.length > 0) answers[question.id] = multiple ? values : values.slice(0, 1);
  }
  return answers;
}

export function parseStep(finder: Finder, query: Query): FinderStep {
  const raw = valuesOf(query[FINDER_STEP_PARAM])[0];
  if (raw === FINDER_RESULTS_STEP) return { kind: 'results' };
  const number = raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : 1;
  return { kind: 'question', index: Math.min(Math.max(number, 1), finder.questions.length) - 1 };
}

/** The query of a state: answers in question order, then the step (omitted for the first question). */
export function finderQuery(finder: Finder, answers: Answers, step: FinderStep): [string, string][] {
  const entries: [string, string][] = [];
  for (const question of finder.questions) for (const value of answers[question.id] ?? []) entries.push([question.id, value]);
  if (step.kind === 'results') entries.push([FINDER_STEP_PARAM, FINDER_RESULTS_STEP]);
  else if (step.index > 0) entries.push([FINDER_STEP_PARAM, String(step.index + 1)]);
  return entries;
}

export function finderHref(finder: Finder, answers: Answers, step: FinderStep): string {
  const search = new URLSearchParams(finderQuery(finder, answers, step)).toString();
  return search === '' ? finder.path : `${finder.path}?${search}`;
}

/** Whether the state is the questionnaire's untouched start (the one indexable page). */
export function isLanding(answers: Answers, step: FinderStep): boolean {
  return Object.keys(answers).length === 0 && step.kind === 'question' && step.index === 0;
}
