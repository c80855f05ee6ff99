/**
 * One question of a finder as a GET form: the answers so far as hidden fields, the question's
 * options with "no preference", back and next (the last step shows the results). Back submits the
 * current answer too, so going back and forth keeps every answer.
 */
import { FINDER_NO_PREFERENCE, FINDER_RESULTS_STEP, FINDER_STEP_PARAM, FULLY_AUTOMATIC_ENTRY_PRICE } from '@/lib/config/finders';
import type { Store } from '@/lib/config/stores';
import { formatPrice } from '@/lib/i18n/format-price';
import { storePath } from '@/lib/routing/store-path';
import type { Answers, Finder, OptionSource } from '@/lib/finders';
import { FinderForm } from './FinderForm';
import { questionOptions, type FinderTranslator } from './finder-labels';
import styles from './Finder.module.css';

interface Props {
  store: Store;
  finder: Finder;
  index: number;
  answers: Answers;
  source: OptionSource;
  t: FinderTranslator;
}

export function FinderStep({ store, finder, index, answers, source, t }: Props) {
  const question = finder.questions[index];
  const total = finder.questions.length;
  const chosen = new Set(answers[question.id] ?? []);
  const multiple = question.kind === 'attribute' && question.multiple === true;
  const options = questionOptions(finder, question, source, t, store);
  const last = index === total - 1;
  const kept = finder.questions.filter((other) => other.id !== question.id).flatMap((other) => (answers[other.id] ?? []).map((value) => [other.id, value] as const));
  const hint = finder.id === 'machine' && question.id === 'budget'
    ? t('machine.questions.budget.hint', { from: formatPrice(FULLY_AUTOMATIC_ENTRY_PRICE.from, store.i18n), to: formatPrice(FULLY_AUTOMATIC_ENTRY_PRICE.to, store.i18n) })
    : null;
  return (
    <FinderForm action={storePath(store, finder.path)} stepKey={`${finder.id}-${index}`} className={styles.form}>
      <p className={styles.progressText} id="finder-progress">{t('progress', { current: index + 1, total })}</p>
      <progress className={styles.progress} value={index + 1} max={total} aria-labelledby="finder-progress" />
      {kept.map(([name, value]) => (
        <input key={`${name}-${value}`} type="hidden" name={name} value={value} />
      ))}
      <fieldset className={styles.question}>
        <legend>
          <h2 className={styles.questionTitle} tabIndex={-1} data-finder-focus>{t(`${finder.id}.questions.${question.id}.title`)}</h2>
        </legend>
        {hint ? <p className={styles.hint}>{hint}</p> : null}
        {multiple ? <p className={styles.hint}>{t('multipleHint')}</p> : null}
        <ul className={styles.options}>
          {options.map((option) => (
            <li key={option.value}>
              <label className={styles.option}>
                <input type={multiple ? 'checkbox' : 'radio'} name={question.id} value={option.value} defaultChecked={chosen.has(option.value)} />
                <span>{option.label}</span>
              </label>
            </li>
          ))}
          {multiple ? null : (
            <li>
              <label className={`${styles.option} ${styles.noPreference}`}>
                <input type="radio" name={question.id} value={FINDER_NO_PREFERENCE} defaultChecked={chosen.size === 0} />
                <span>{t('noPreference')}</span>
              </label>
            </li>
          )}
        </ul>
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className="button" name={FINDER_STEP_PARAM} value={last ? FINDER_RESULTS_STEP : String(index + 2)}>
          {last ? t('showResults') : t('next')}
        </button>
        {index > 0 ? (
          <button type="submit" className="button button--secondary" name={FINDER_STEP_PARAM} value={String(index)}>
            {t('back')}
          </button>
        ) : null}
        {last ? null : (
          <button type="submit" className={styles.skip} name={FINDER_STEP_PARAM} value={FINDER_RESULTS_STEP}>
            {t('skipToResults')}
          </button>
        )}
      </div>
    </FinderForm>
  );
}
