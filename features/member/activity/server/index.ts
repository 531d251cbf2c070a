// The activity feature's server face, for the payments feature: a sign-up whose price is paid
// online, its confirmation, and its end when the price is given back.
export { cancelSignupForRefund, confirmSignupPayment, payableSignup, type PayableSignup } from './activity-service';
