import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { amountText, feeText } from './activity-fee';

const activity = { fee: '300.00', memberFee: '200.00', callerIsMember: false };

test('without a member fee, or with the same one, the box names one price', () => {
  expect(feeText({ ...activity, memberFee: null }, zh.member.activity.fee)).toBe('¥300');
  expect(feeText({ ...activity, memberFee: null, callerIsMember: true }, en.member.activity.fee)).toBe('¥300');
  expect(feeText({ ...activity, memberFee: '300.00' }, zh.member.activity.fee)).toBe('¥300');
});

test('with a member fee, a visitor sees both prices, in either language', () => {
  expect(feeText(activity, zh.member.activity.fee)).toBe('会员 ¥200 / 非会员 ¥300');
  expect(feeText(activity, en.member.activity.fee)).toBe('Members ¥200 / Non-members ¥300');
});

test('a signed-in member sees the member fee as their price', () => {
  expect(feeText({ ...activity, callerIsMember: true }, zh.member.activity.fee)).toBe('会员价 ¥200（非会员 ¥300）');
  expect(feeText({ ...activity, callerIsMember: true }, en.member.activity.fee)).toBe('Your member price ¥200 (non-members ¥300)');
  expect(feeText({ fee: '4800.00', memberFee: '0.00', callerIsMember: true }, en.member.activity.fee)).toBe(
    'Your member price ¥0 (non-members ¥4800)',
  );
});

test('amounts drop only a whole .00', () => {
  expect(amountText('4800.00')).toBe('4800');
  expect(amountText('380.50')).toBe('380.50');
  expect(amountText('0.05')).toBe('0.05');
});
