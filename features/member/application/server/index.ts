// The application feature's server face: whether a user is a member today, for the sign-in's user
// info and the declarations.
export { isMember, payableApplication, type PayableApplication } from './application-service';
// The payment feature's: an online payment of a membership fee, and the application a caller may pay for.
export { confirmOnlinePayment, endMembershipForRefund, type OnlinePayment } from './application-review-service';
// What it publishes when a membership fee is confirmed, by a person or a provider.
export { FEE_CONFIRMED, type FeeConfirmed } from './application-events';
