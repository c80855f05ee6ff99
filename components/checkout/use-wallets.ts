'use client';
/**
 * The wallets this browser can pay with (lib/checkout/wallets.ts), asked once per page after
 * hydration: none until the checks answer, so a wallet is never offered before it is known to work.
 */
import { useEffect, useState } from 'react';
import { canPayWith, WALLET_METHODS, type WalletScope } from '@/lib/checkout';
import { useStoreView } from '@/components/layout/StoreViewProvider';

const NONE: ReadonlySet<string> = new Set();

export function useUsableWallets(): ReadonlySet<string> {
  const currency = useStoreView().i18n.currencyCode;
  const [usable, setUsable] = useState(NONE);
  useEffect(() => {
    let current = true;
    const scope = window as unknown as WalletScope;
    void Promise.all(WALLET_METHODS.map(async (method) => ((await canPayWith(method, scope, currency)) ? method : null))).then((answers) => {
      if (current) setUsable(new Set(answers.filter((method) => method !== null)));
    });
    return () => {
      current = false;
    };
  }, [currency]);
  return usable;
}
