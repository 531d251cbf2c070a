// The payment feature's public face: what the member pages and the dashboard read of it (its
// screens, the pay step among them, are imported from screens/ by the pages that draw them).
export { ORDER_NOT_FOUND_MSG, payOrder, type OnlineIncome, type OrderWire } from './contract';
