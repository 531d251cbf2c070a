import { gateOf, gateRedirect, rewriteOf } from './member-gate';

describe('member gate', () => {
  it.each([
    ['/Membership', 'signed-in'],
    ['/en/personal', 'signed-in'],
    ['/user/profile', 'signed-in'],
    ['/Declare', 'member'],
    ['/en/Declare/tableInput', 'member'],
    ['/memberShip', null],
    ['/Declared', null],
    ['/article', null],
  ])('knows which pages need a session and which a member: %s needs %s', (path, gate) => {
    expect(gateOf(path)).toBe(gate);
  });

  it('sends a signed-out reader to sign in and back, and a non-member to the membership page', () => {
    expect(gateRedirect('/Declare/upload', '?x=1', false)).toBe('/login?redirect=%2FDeclare%2Fupload%3Fx%3D1');
    expect(gateRedirect('/en/Membership', '', false)).toBe('/en/login?redirect=%2Fen%2FMembership');
    expect(gateRedirect('/Declare', '', true)).toBe('/Membership?reason=memberRequired');
    expect(gateRedirect('/en/Declare/taskList', '', true)).toBe('/en/Membership?reason=memberRequired');
  });
});

describe('membership route', () => {
  it("serves /Membership from its route in the reader's language", () => {
    expect(rewriteOf('/Membership')).toBe('/zh/member-sign-up');
    expect(rewriteOf('/en/Membership/')).toBe('/en/member-sign-up');
    expect(rewriteOf('/memberShip')).toBeNull();
  });
});
