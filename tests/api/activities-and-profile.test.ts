import { eq } from 'drizzle-orm';
import { bllActivity, bllActivitySignup } from '@/features/member/tables';
import { bllArticle } from '@/features/content/tables';
import { sysFile } from '@/lib/backend/db/schema';
import { sysResetToken } from '@/features/auth/tables';
import { CookieJar, startHarness, type ApiAnswer, type Harness } from '../support/api-harness';
import { moveDateAhead } from '../support/clock';
import { MEMBER_PASSWORD, PDF_BYTES, PNG_BYTES, registeredUser, type Person } from '../support/member-helpers';

let api: Harness;

beforeAll(async () => {
  api = await startHarness();
});
afterAll(() => api?.close());
afterEach(() => jest.useRealTimers());

async function activity(values: Partial<typeof bllActivity.$inferInsert> = {}): Promise<number> {
  const [row] = await api.backend.deps.db
    .insert(bllActivity)
    .values({
      title: '测试活动',
      startTime: new Date(Date.now() + 86_400_000 * 10),
      deadline: new Date(Date.now() + 86_400_000 * 5),
      capacity: 0,
      ...values,
    })
    .returning({ id: bllActivity.id });
  return row.id;
}

const signup = (person: Person, activityId: number) =>
  person.call('POST', '/api/activity/activities/saveBll', {
    activityId,
    name: '报名人',
    phone: person.phone,
    employer: '声谷',
    remark: '',
  });

describe('activity sign-up', () => {
  test('the seeded training notices carry their sign-up', async () => {
    const list = (await api.call('GET', '/api/activity/activities/getInfoList', { jar: new CookieJar() })).body.data as Record<
      string,
      unknown
    >[];
    expect(list.map((row) => row.title)).toEqual(['“混音与母带实务”高级研修班（2026年冬季）', '沉浸式声音制作实训营']);
    expect(list[0]).toMatchObject({ capacity: 24, signedCount: 0, signedUp: false, place: '北京市朝阳区协会培训中心三层录音教室' });
    expect(list[0].articleId).toEqual(expect.any(Number));
  });

  test('an activity a member-only article announces is for signed-in callers only, as the article is', async () => {
    const [article] = await api.backend.deps.db.select({ id: bllArticle.id }).from(bllArticle).where(eq(bllArticle.typeId, 96)).limit(1);
    const id = await activity({ title: '会员专属活动', articleId: article.id });
    const anonymous = new CookieJar();
    const ids = (answer: ApiAnswer) => (answer.body.data as { id: number }[]).map((row) => row.id);

    expect((await api.call('GET', `/api/activity/activities/getInfoList?articleId=${article.id}`, { jar: anonymous })).body).toMatchObject({
      code: 401,
    });
    expect(ids(await api.call('GET', '/api/activity/activities/getInfoList', { jar: anonymous }))).not.toContain(id);
    expect(ids(await api.call('GET', `/api/activity/activities/getInfoList?activityId=${id}`, { jar: anonymous }))).toEqual([]);

    const person = await registeredUser(api);
    expect(ids(await person.call('GET', `/api/activity/activities/getInfoList?articleId=${article.id}`))).toEqual([id]);
    expect(ids(await person.call('GET', '/api/activity/activities/getInfoList'))).toContain(id);
  });

  test('one sign-up per person; the caller sees signedUp and their sign-ups', async () => {
    const person = await registeredUser(api);
    const id = await activity();
    // Without online channels nothing is paid online: the sign-up is made as it was.
    expect((await signup(person, id)).body).toEqual({
      code: 200,
      msg: '报名成功',
      data: { id: expect.any(Number), payState: '', amount: '0.00' },
    });
    expect((await signup(person, id)).body.msg).toBe('您已报名该活动，请勿重复报名');
    const [row] = (await person.call('GET', `/api/activity/activities/getInfoList?activityId=${id}`)).body.data as Record<
      string,
      unknown
    >[];
    expect(row).toMatchObject({ signedCount: 1, signedUp: true, signupId: expect.any(Number), payState: '', full: false, closed: false });
    const mine = (await person.call('GET', '/api/activity/activities/mySignups')).body.data as Record<string, unknown>[];
    expect(mine).toEqual([expect.objectContaining({ activityId: id, title: '测试活动' })]);
    expect((await api.call('POST', '/api/activity/activities/saveBll', { body: { activityId: id }, jar: new CookieJar() })).body.code).toBe(
      401,
    );
  });

  test('a full activity or one past its deadline takes no more sign-ups', async () => {
    const [first, second] = [await registeredUser(api), await registeredUser(api)];
    const full = await activity({ capacity: 1 });
    expect((await signup(first, full)).body.code).toBe(200);
    expect((await signup(second, full)).body.msg).toBe('报名人数已满');
    const past = await activity({ deadline: new Date(Date.now() - 1000) });
    expect((await signup(second, past)).body.msg).toBe('报名已截止');
    expect(await api.backend.deps.db.select().from(bllActivitySignup).where(eq(bllActivitySignup.activityId, past))).toHaveLength(0);
  });

  test('two people racing for the last place: exactly one gets it', async () => {
    const people = await Promise.all([1, 2, 3].map(() => registeredUser(api)));
    const id = await activity({ capacity: 1 });
    const answers = await Promise.all(people.map((person) => signup(person, id)));
    expect(answers.filter((answer) => answer.body.code === 200)).toHaveLength(1);
  });
});

describe('profile', () => {
  test('nickname, email, phone and gender change; a phone held by another user is refused', async () => {
    const [person, other] = [await registeredUser(api), await registeredUser(api)];
    expect(
      (
        await person.call('PUT', '/system/user/edit', {
          nickName: '新昵称',
          email: 'me@example.com',
          phonenumber: person.phone,
          sex: '1',
          userId: 1,
          password: MEMBER_PASSWORD,
        })
      ).body.code,
    ).toBe(200);
    const profile = await person.call('GET', '/system/user/profile');
    expect(profile.body.data).toMatchObject({ userId: person.userId, nickName: '新昵称', email: 'me@example.com', sex: '1' });
    expect(profile.body.roleGroup).toBe('注册用户');
    expect(
      (await person.call('PUT', '/system/user/profile', { nickName: 'x', phonenumber: other.phone, password: MEMBER_PASSWORD })).body.msg,
    ).toBe(`修改用户'${person.phone}'失败，手机号码已存在`);
    expect((await person.call('PUT', '/system/user/profile', { nickName: '<b>x</b>' })).body.msg).toBe('用户昵称不能包含脚本字符');
  });

  test('a new mobile number needs the current password; then reset tokens die and other sessions end', async () => {
    const person = await registeredUser(api);
    const elsewhere = new CookieJar();
    expect(
      (await api.call('POST', '/login', { body: { username: person.phone, password: MEMBER_PASSWORD }, jar: elsewhere })).body.code,
    ).toBe(200);
    await api.backend.deps.db
      .insert(sysResetToken)
      .values({ tokenHash: 'a'.repeat(64), userId: person.userId, expireTime: new Date(Date.now() + 600_000) });
    const newPhone = `137${person.phone.slice(3)}`;
    const change = (extra: Record<string, unknown>) =>
      person.call('PUT', '/system/user/profile', { nickName: '换号', phonenumber: newPhone, ...extra });

    // Past the 10 minutes of a recent sign-in, which would take the place of the password.
    moveDateAhead(11 * 60 * 1000);
    expect((await change({})).body).toEqual({ code: 500, msg: '登录已超过10分钟，修改手机号码需要输入当前密码或重新登录' });
    expect((await change({ password: 'not-my-password' })).body).toEqual({ code: 500, msg: '修改手机号码失败，当前密码错误' });
    expect((await person.call('GET', '/system/user/profile')).body.data).toMatchObject({ phonenumber: person.phone });

    expect((await change({ password: MEMBER_PASSWORD })).body.code).toBe(200);
    expect((await person.call('GET', '/system/user/profile')).body.data).toMatchObject({ phonenumber: newPhone, nickName: '换号' });
    expect(await api.backend.deps.db.select().from(sysResetToken).where(eq(sysResetToken.userId, person.userId))).toEqual([]);
    expect((await api.call('GET', '/getInfo', { jar: elsewhere })).body.code).toBe(401);
    // The same number again, or other fields alone, need no password.
    expect((await person.call('PUT', '/system/user/profile', { nickName: '再改', phonenumber: newPhone })).body.code).toBe(200);
  });

  test('the password changes with the old one; other sessions end, this one stays', async () => {
    const person = await registeredUser(api);
    const elsewhere = new CookieJar();
    await api.call('POST', '/login', { body: { username: person.phone, password: MEMBER_PASSWORD }, jar: elsewhere });
    expect(
      (await person.call('PUT', '/system/user/profile/updatePwd', { oldPassword: 'wrong-one', newPassword: 'Next#2026' })).body.msg,
    ).toBe('修改密码失败，旧密码错误');
    expect(
      (await person.call('PUT', '/system/user/profile/updatePwd', { oldPassword: MEMBER_PASSWORD, newPassword: MEMBER_PASSWORD })).body.msg,
    ).toBe('新密码不能与旧密码相同');
    expect(
      (await person.call('PUT', '/system/user/profile/updatePwd', { oldPassword: MEMBER_PASSWORD, newPassword: 'Next#2026' })).body.code,
    ).toBe(200);
    expect((await person.call('GET', '/getInfo')).body.code).toBe(200);
    expect((await api.call('GET', '/getInfo', { jar: elsewhere })).body.code).toBe(401);
  });

  test('an avatar is served as image bytes without a token, as the stock UIs show it; other uploads stay private', async () => {
    const person = await registeredUser(api);
    const avatar = await person.upload('face.png', PNG_BYTES, 'avatarfile', '/system/user/profile/avatar');
    const anonymous = new CookieJar();
    const shown = await api.call('GET', String(avatar.body.imgUrl), { jar: anonymous });
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(shown.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(shown.bytes).toEqual(PNG_BYTES);

    const plain = await person.upload('photo.png', PNG_BYTES);
    expect((await api.call('GET', String(plain.body.fileName), { jar: anonymous })).body.code).toBe(401);
    const other = await registeredUser(api);
    expect((await other.call('GET', String(plain.body.fileName))).body.code).toBe(404);
  });

  test('an avatar image replaces the previous one; a document is refused', async () => {
    const person = await registeredUser(api);
    const first = await person.upload('a.png', PNG_BYTES, 'avatarfile', '/system/user/profile/avatar');
    expect(first.body.imgUrl).toMatch(/^\/profile\/upload\/.+\.png$/);
    const second = await person.upload('b.png', PNG_BYTES, 'avatarfile', '/system/user/profile/avatar');
    expect((await person.call('GET', '/getInfo')).body.user).toMatchObject({ avatar: second.body.imgUrl });
    expect(
      await api.backend.deps.db
        .select()
        .from(sysFile)
        .where(eq(sysFile.fileName, String(first.body.imgUrl))),
    ).toHaveLength(0);
    const refused = await person.upload('cv.pdf', PDF_BYTES, 'avatarfile', '/system/user/profile/avatar');
    expect(refused.body.msg).toBe('请上传png/jpg/jpeg图片格式文件!');
    expect(await api.backend.deps.db.select().from(sysFile).where(eq(sysFile.ownerId, person.userId))).toHaveLength(1);
  });
});
