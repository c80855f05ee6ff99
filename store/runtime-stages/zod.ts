/**
 * The runtime's second stage (`preload.ts` tells the order): zod, through the contract's shared
 * fields, which every schema of the contract builds on. A field rather than zod's `z` itself: the
 * whole `z` re-exported kept every locale of zod in the bundle (about 210 KB more).
 */
export { countryCodeField } from '@/lib/contract/fields';
export const runtimeStage = 'zod';
export const nextStage = () => import('./schemas');
