import { seedOrder, type SeedStep } from './seeds';

const step = (version: number, name: string): SeedStep => ({ version, name, run: async () => undefined });

describe('seedOrder', () => {
  it('runs the modules’ steps by version, whatever order the modules name them in', () => {
    expect(seedOrder([step(3, 'c'), step(1, 'a'), step(2, 'b')]).map((s) => s.name)).toEqual(['a', 'b', 'c']);
  });

  it('refuses two steps with one version: the database remembers only the last version done', () => {
    expect(() => seedOrder([step(1, 'system tables'), step(2, 'demo'), step(2, 'member area')])).toThrow(
      'Seed steps "demo" and "member area" share version 2',
    );
  });
});
