/**
 * The breadcrumb trail (spec 01 §2: from the category path), server-rendered links the browser keeps
 * as drawn (`StaticMarkup`: nothing of it hydrates).
 */
import { getTranslations } from 'next-intl/server';
import type { Store } from '@/lib/config/stores';
import { storePath } from '@/lib/routing/store-path';
import type { TrailStep } from '@/lib/catalog/read/breadcrumb-trail';
import { StaticMarkup } from '@/components/ui/StaticMarkup';
import styles from './Breadcrumbs.module.css';

export async function Breadcrumbs({ store, trail }: { store: Store; trail: readonly TrailStep[] }) {
  const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'category.breadcrumbs' });
  const steps: TrailStep[] = [{ name: t('home'), path: '/' }, ...trail];
  return (
    <StaticMarkup as="nav" aria-label={t('label')} className={styles.breadcrumbs} drawnFrom={[store.code, ...steps.map((step) => `${step.name}|${step.path ?? ''}`)]}>
      <ol>
        {steps.map((step, index) => (
          <li key={`${index}-${step.name}`}>
            {step.path && index < steps.length - 1 ? <a href={storePath(store, step.path)}>{step.name}</a> : <span aria-current="page">{step.name}</span>}
          </li>
        ))}
      </ol>
    </StaticMarkup>
  );
}
