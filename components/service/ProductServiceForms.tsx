'use client';
/**
 * The product page's forms, loaded on first use (issue 18): notify me when back in stock (an
 * e-mail address) and the review form (stars, title, text, name; published after moderation).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { REVIEW_LIMITS } from '@/lib/config/commerce';
import { reviewInputSchema } from '@/lib/contract/review';
import { stockAlertSchema } from '@/lib/contract/service';
import { useTranslations } from '@/lib/i18n/client';
import { callService, loadServiceMessages, type ServiceStoreRef } from './service-call';
import styles from './Service.module.css';

export interface ProductFormProps {
  kind: 'notify' | 'review';
  product: { id: number; sku: string; name: string };
  view: ServiceStoreRef;
}

export default function ProductServiceForms(props: ProductFormProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void loadServiceMessages(props.view).then(() => setReady(true));
  }, [props.view]);
  if (!ready) return null;
  return props.kind === 'notify' ? <NotifyMe {...props} /> : <ReviewForm {...props} />;
}

function NotifyMe({ product, view }: ProductFormProps) {
  const t = useTranslations('service.notifyMe');
  const [state, setState] = useState<'idle' | 'done' | 'failed'>('idle');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = stockAlertSchema.safeParse({ email: new FormData(event.currentTarget).get('email'), sku: product.sku });
    if (!parsed.success) return setState('failed');
    setState((await callService(view, '/api/stock/alert', { body: parsed.data })).code === 200 ? 'done' : 'failed');
  };
  if (state === 'done') return <p className={styles.notice} role="status">{t('done')}</p>;
  return (
    <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate data-testid="notify-me">
      <label>
        {t('email')}
        <input name="email" type="email" autoComplete="email" required autoFocus />
      </label>
      {state === 'failed' && <p className={styles.alert} role="alert">{t('failed')}</p>}
      <button type="submit" className="button">{t('submit')}</button>
    </form>
  );
}

function ReviewForm({ product, view }: ProductFormProps) {
  const t = useTranslations('service.review');
  const [state, setState] = useState<'idle' | 'done' | 'failed' | 'rating'>('idle');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (!form.get('rating')) return setState('rating');
    const parsed = reviewInputSchema.safeParse({
      review: { product_id: product.id, rating: Number(form.get('rating')), title: form.get('title'), detail: form.get('detail'), nickname: form.get('nickname') },
    });
    if (!parsed.success) return setState('failed');
    setState((await callService(view, '/api/review/create', { body: parsed.data })).code === 200 ? 'done' : 'failed');
  };
  if (state === 'done') return <p className={styles.notice} role="status">{t('done')}</p>;
  const stars = Array.from({ length: REVIEW_LIMITS.maxRating - REVIEW_LIMITS.minRating + 1 }, (_, i) => REVIEW_LIMITS.maxRating - i);
  return (
    <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate data-testid="review-form">
      <h2>{t('title')}</h2>
      <fieldset className={styles.stars}>
        <legend>{t('rating')}</legend>
        {stars.map((count) => (
          <label key={count}>
            <input type="radio" name="rating" value={count} /> {t('stars', { count })}
          </label>
        ))}
      </fieldset>
      <label>
        {t('reviewTitle')}
        <input name="title" required maxLength={REVIEW_LIMITS.maxTitle} />
      </label>
      <label>
        {t('text')}
        <textarea name="detail" rows={5} required maxLength={REVIEW_LIMITS.maxDetail} />
      </label>
      <label>
        {t('nickname')}
        <input name="nickname" required maxLength={REVIEW_LIMITS.maxNickname} autoComplete="nickname" />
      </label>
      {state === 'rating' && <p className={styles.alert} role="alert">{t('ratingRequired')}</p>}
      {state === 'failed' && <p className={styles.alert} role="alert">{t('failed')}</p>}
      <button type="submit" className="button">{t('submit')}</button>
    </form>
  );
}
