import { freeValue } from './free-value';

const takenOf = (values: string[]) => async (candidate: string) => values.includes(candidate);

test('a free value stays; a taken one takes the first free suffix, cut to the length', async () => {
  expect(await freeValue('member', 100, takenOf([]))).toBe('member');
  expect(await freeValue('member', 100, takenOf(['member']))).toBe('member_ruoyi');
  expect(await freeValue('member', 100, takenOf(['member', 'member_ruoyi']))).toBe('member_ruoyi2');
  expect(await freeValue('a'.repeat(30), 30, takenOf(['a'.repeat(30)]))).toBe(`${'a'.repeat(24)}_ruoyi`);
});
