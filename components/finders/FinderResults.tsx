/**
 * A finder's results: the answers given (each with a link back to its step), the recommendations
 * best first as the category page's product tiles with why each matches (and, when none met every
 * answer, which answer was left out), or the spec's no-match message with links to all machines
 * and all coffees.
 */
import type { Store } from '@/lib/config/stores';
import type { Category, Product } from '@/lib/catalog';
import { storePath } from '@/lib/routing/store-path';
import { categoryPath } from '@/lib/seo';
import { finderHref, type Answers, type Finder, type FinderOutcome, type OptionSource } from '@/lib/finders';
import { tileViews } from '@/components/catalog';
import { ProductTile } from '@/components/catalog/ProductTileList';
import { answerLabels, questionOptions, type FinderTranslator } from './finder-labels';
import styles from './Finder.module.css';

interface Props {
  store: Store;
  finder: Finder;
  answers: Answers;
  source: OptionSource;
  /** The recommendations, and the answer left out when none met them all. */
  outcome: FinderOutcome<Product>;
  /** The "all machines" and "all coffees" categories (null where the store has none). */
  machines: Category | null;
  coffees: Category | null;
  t: FinderTranslator;
}

export async function FinderResults({ store, finder, answers, source, outcome, machines, coffees, t }: Props) {
  const { recommendations, relaxed } = outcome;
  const { tiles, basePriceTemplate } = await tileViews(store, recommendations.map(({ product }) => product));
  const labelsOf = (questionId: string, values: readonly string[]) => {
    const question = finder.questions.find((q) => q.id === questionId);
    return question ? answerLabels(questionOptions(finder, question, source, t, store), values).join(', ') : '';
  };
  const short = (questionId: string) => t(`${finder.id}.questions.${questionId}.short`);
  const link = (path: string) => storePath(store, path);
  const isPrice = (questionId: string) => finder.questions.some((q) => q.id === questionId && q.kind === 'bracket' && q.price === true);
  return (
    <>
      <section className={styles.summary} aria-labelledby="finder-answers">
        <h2 id="finder-answers">{t('yourAnswers')}</h2>
        <dl>
          {finder.questions.map((question, index) => (
            <div key={question.id} className={styles.answer}>
              <dt>{short(question.id)}</dt>
              <dd>
                {answers[question.id] ? labelsOf(question.id, answers[question.id]) : t('noPreference')}{' '}
                <a href={link(finderHref(finder, answers, { kind: 'question', index }))} aria-label={t('changeAnswer', { question: short(question.id) })}>
                  {t('change')}
                </a>
              </dd>
            </div>
          ))}
        </dl>
        <p><a href={link(finder.path)}>{t('startOver')}</a></p>
      </section>
      {recommendations.length > 0 ? (
        <section aria-labelledby="finder-recommendations">
          <h2 id="finder-recommendations">{t('recommendations', { count: recommendations.length })}</h2>
          {relaxed ? (
            <p className={styles.relaxed} role="status" data-testid="finder-relaxed">
              {t(isPrice(relaxed.question) ? 'relaxed.price' : 'relaxed.answer', {
                question: short(relaxed.question),
                answer: labelsOf(relaxed.question, relaxed.values),
                count: recommendations.length,
              })}
            </p>
          ) : null}
          <ol className={styles.grid}>
            {recommendations.map(({ product, reasons }, position) => (
              <li key={product.sku} className={styles.recommendation} data-testid="finder-recommendation">
                <ProductTile tile={tiles[position]} basePriceTemplate={basePriceTemplate} />
                {reasons.length > 0 ? (
                  <div className={styles.reasons}>
                    <h4>{t('whyItMatches')}</h4>
                    <ul>
                      {reasons.map((reason) => (
                        <li key={reason.question}>{short(reason.question)}: {labelsOf(reason.question, reason.values)}</li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ) : (
        <section className={styles.noMatch} role="status" aria-labelledby="finder-no-match">
          <h2 id="finder-no-match">{t('noMatch.title')}</h2>
          <p>{t('noMatch.text')}</p>
          <ul className={styles.noMatchLinks}>
            {machines ? <li><a className="button" href={link(categoryPath(machines))}>{t('noMatch.allMachines')}</a></li> : null}
            {coffees ? <li><a className="button" href={link(categoryPath(coffees))}>{t('noMatch.allCoffees')}</a></li> : null}
          </ul>
        </section>
      )}
    </>
  );
}
