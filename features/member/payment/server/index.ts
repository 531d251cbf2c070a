// The payment feature's server face: the dashboard's online income.
export { onlineIncome } from './order-income';
