/** The Coffee Club on the server (issue 17): membership, the beans ledger, vouchers, gift cards, PLUS and referrals. */
export { joinClub, leaveClub, stopClubMails, isMember, requireMember, personHash } from './membership';
export { userPoints, userTransactions } from './loyalty-view';
export { buyVoucher } from './redeem';
export { earnOrderBeans, takeBackOrderBeans, beansForOrder } from './order-beans';
export { giftCardsOf, findGiftCard, isUsableGiftCard, spendGiftCard } from './gift-cards';
export { recordExpiries, scanLoyaltyExpiries, defineLoyaltyJobs } from './expiry-jobs';
export { productMultiplier, cartBeans } from './product-beans';
export { membershipProduct, startPlusOfPaidOrder } from './plus';
export { referralsOf, createReferralCode } from './referrals';
