import { canMove, ORDER_MOVES, ORDER_STATES } from './order-states';

test('an order is paid or closed once made; a refund follows a payment; a full refund ends it', () => {
  expect(ORDER_STATES.flatMap((from) => ORDER_STATES.filter((to) => canMove(from, to)).map((to) => `${from}→${to}`))).toEqual([
    'created→paid',
    'created→closed',
    'paid→partly_refunded',
    'paid→refunded',
    'closed→paid',
    'partly_refunded→partly_refunded',
    'partly_refunded→refunded',
  ]);
});

test('nothing moves a refunded order, and nothing takes a paid one back to open or closed', () => {
  expect(ORDER_MOVES.refunded).toEqual([]);
  for (const from of ['paid', 'partly_refunded', 'refunded'] as const) {
    expect(canMove(from, 'created')).toBe(false);
    expect(canMove(from, 'closed')).toBe(false);
    expect(canMove(from, 'paid')).toBe(false);
  }
});
