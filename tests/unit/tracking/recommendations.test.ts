/** @jest-environment node */
import { decodeRecommendationContext, encodeRecommendationContext, mergeRecommendations } from '@/lib/recommendations/recommendation-context';

describe('recommendation context and merge (spec 02 §2, §9)', () => {
  it('decodes the encoded payload or a plain sku; anything else is no context', () => {
    expect(decodeRecommendationContext(encodeRecommendationContext({ sku: 'ESP-1' }))).toEqual({ sku: 'ESP-1' });
    expect(decodeRecommendationContext('ESP-1')).toEqual({ sku: 'ESP-1' });
    expect(decodeRecommendationContext(encodeRecommendationContext({ sku: '<script>' }))).toBeNull();
    expect(decodeRecommendationContext('%3Cscript%3E')).toBeNull();
  });

  it('puts bought-together first, then the category, at most the limit, never the product itself or twice', () => {
    expect(mergeRecommendations(['B', 'C'], ['A', 'C', 'D', 'E'], 'A', 4)).toEqual(['B', 'C', 'D', 'E']);
    const many = Array.from({ length: 80 }, (_, i) => `S${i}`);
    expect(mergeRecommendations(many, [], 'X', 50)).toHaveLength(50);
  });
});
