'use client';
/** /customer/wishlist (spec 02 §2 "customer-wishlist", §6): the wishlist inside the account area. */
import { useTranslations } from '@/lib/i18n/client';
import { ACCOUNT_ROUTES } from '@/lib/config/account';
import { AccountScreen } from '@/components/account/AccountScreen';
import { WishlistItems } from './WishlistItems';

export function CustomerWishlist() {
  const t = useTranslations('wishlist');
  return (
    <AccountScreen title={t('title')} section="wishlist" route={ACCOUNT_ROUTES.wishlist}>
      <div data-page-type="wishlist">
        <WishlistItems />
      </div>
    </AccountScreen>
  );
}
