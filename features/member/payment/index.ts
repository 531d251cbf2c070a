// The payment feature's public face: what the membership page, the personal page and the
// dashboard read of it.
export { ORDER_NOT_FOUND_MSG, payOrder, type OnlineIncome, type OrderWire } from './contract';
export { PayStep } from './screens/pay-step';
