/**
 * The coffee and machine finders (spec 02 §2, §9): their questions, their state in the URL query
 * and the pure rules that turn answers into catalogue filters and ranked recommendations.
 */
export { COFFEE_FINDER } from './coffee-finder';
export { MACHINE_FINDER } from './machine-finder';
export { parseAnswers, parseStep, finderQuery, finderHref, isLanding, type FinderStep, type Query } from './answers';
export { finderFilters, recommend, relaxableQuestions, shownDistance, withoutAnswer } from './rules';
export { FLAG_YES } from './types';
export type { Answers, Finder, FinderId, FinderOutcome, MatchReason, OptionSource, Question, Recommendation, RelaxedAnswer } from './types';
