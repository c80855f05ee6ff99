'use client';
/**
 * The catalogue's attribute definitions of the compared products' fields (labels, option labels in
 * the store's language, visibility, section and order), read once per set of fields.
 */
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { catalogAttributesTask } from '@/lib/api';
import { attributeSchema, type Attribute, type Product } from '@/lib/catalog';
import { useApiTask } from '@/components/ui';

const attributeAnswerSchema = z.object({ items: z.array(z.unknown()) });

export function useCompareAttributes(products: readonly Product[] | null): Attribute[] | null {
  const execute = useApiTask();
  const codes = [...new Set((products ?? []).flatMap((product) => Object.keys(product)))].sort().join(',');
  const [found, setFound] = useState<{ codes: string; attributes: Attribute[] } | null>(null);

  useEffect(() => {
    if (codes === '') return;
    let current = true;
    void execute(catalogAttributesTask(codes.split(',')))
      .catch(() => ({ code: 0, result: null }))
      .then((answer) => {
      const items = answer.code === 200 ? (attributeAnswerSchema.safeParse(answer.result).data?.items ?? []) : [];
      if (current) setFound({ codes, attributes: items.flatMap((item) => attributeSchema.safeParse(item).data ?? []) });
    });
    return () => {
      current = false;
    };
  }, [codes, execute]);

  if (codes === '') return [];
  return found?.codes === codes ? found.attributes : (found?.attributes ?? null);
}
