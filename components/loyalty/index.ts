/** The Coffee Club screens (spec 02 §2): landing, the member's beans, unsubscribe pages, refer a friend. */
export { CoffeeClubLanding } from './CoffeeClubLanding';
export { CustomerCoffeeClub } from './CustomerCoffeeClub';
export { ClubLeave, ClubMailsUnsubscribe } from './ClubUnsubscribe';
export { ReferralCodes } from './ReferralCodes';
