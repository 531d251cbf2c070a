import { gateOf, gateRedirect, rewriteOf } from './member-gate';

describe('member gate', () => {
  it('knows which pages need a session and which a member', () => {
    expect(gateOf('/Membership')).toBe('signed-in');
    expect(gateOf('/en/personal')).toBe('signed-in');
    expect(gateOf('/user/profile')).toBe('signed-in');
    expect(gateOf('/Declare')).toBe('member');
    expect(gateOf('/en/Declare/tableInput')).toBe('member');
    expect(gateOf('/memberShip')).toBeNull();
    expect(gateOf('/Declared')).toBeNull();
    expect(gateOf('/article')).toBeNull();
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
