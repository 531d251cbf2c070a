import { sysFile } from '@/lib/backend/db/schema';
import { getConfigValue } from '@/features/system/config/server';
import { PDF_BYTES } from '@/tests/support/member-helpers';
import { IMPORT_HEADER, api, infoCode, newUser, phone, signIn, upload, userRow, usersNamed, workbook } from './users-suite';

describe('POST /system/user/importData', () => {
  test('a good file adds every user with the initial password, in one go', async () => {
    const [a, b] = [phone(), phone()];
    const bytes = await workbook([
      IMPORT_HEADER,
      ['103', 'imp_alpha', '导入甲', 'alpha@example.com', a, '女', '正常'],
      [104, 'imp_b&ta', '导入乙', '', b, '', '停用'],
    ]);
    const answer = await upload(bytes);
    expect(answer.body).toEqual({
      code: 200,
      msg: '恭喜您，数据已全部导入成功！共 2 条，数据如下：<br/>1、账号 imp_alpha 导入成功<br/>2、账号 imp_b&amp;ta 导入成功',
    });
    const [alpha, beta] = (await usersNamed(['imp_alpha', 'imp_b&ta'])).sort((x, y) => x.userId - y.userId);
    expect(alpha).toMatchObject({
      deptId: 103,
      nickName: '导入甲',
      email: 'alpha@example.com',
      phonenumber: a,
      sex: '1',
      status: '0',
      createBy: 'admin',
      pwdUpdateDate: null,
    });
    expect(beta).toMatchObject({ deptId: 104, sex: '0', status: '1', phonenumber: b });
    // One hash for the whole import.
    expect(alpha.password).toBe(beta.password);
    await signIn('imp_alpha', await getConfigValue(api.backend.deps.db, 'sys.user.initPassword'));
  });

  test('bad rows are listed by Excel row number and nothing is written', async () => {
    const { form } = await newUser();
    const taken = phone();
    const bytes = await workbook([
      IMPORT_HEADER,
      ['103', 'bad_ok_row', '正常行', '', taken, '男', '正常'],
      [null, null, null, null, null, null, null],
      ['99999', 'bad_dept', '部门错', '', '', '', ''],
      ['abc', 'x', '', 'mail', '123', '男人', '冻结'],
      ['103', form.userName, '已存在', '', '', '', ''],
      ['103', 'bad_dup', '重复甲', '', taken, '', ''],
      ['103', 'x<y&z', '名', '', '', '', ''],
      ['103', 'x<y&z', '名', '', '', '', ''],
      ['103', 'bad_mail', '邮箱撞了', form.email, form.phonenumber, '', ''],
    ]);
    const answer = await upload(bytes);
    expect(answer.body.code).toBe(500);
    expect(answer.body.msg).toBe(
      [
        '很抱歉，导入失败！共 6 条数据格式不正确，错误如下：',
        '<br/>1、第4行：部门编号99999不存在',
        '<br/>2、第5行：登录名称长度必须在2到20个字符之间；用户名称不能为空；用户邮箱格式不正确；手机号码格式不正确；部门编号必须是数字；用户性别只能是男、女或未知；账号状态只能是正常或停用',
        `<br/>3、第6行：登录名称${form.userName}已存在`,
        `<br/>4、第7行：手机号码${taken}与第2行重复`,
        '<br/>5、第9行：登录名称x&lt;y&amp;z与第8行重复',
        `<br/>6、第10行：手机号码${form.phonenumber}已存在；用户邮箱${form.email}已存在`,
      ].join(''),
    );
    expect(await usersNamed(['bad_ok_row', 'bad_dept', 'bad_dup', 'x<y&z', 'bad_mail'])).toEqual([]);
  });

  test('wrong columns, an empty sheet, more than 5000 rows and a file that is no workbook are refused; uploads are not kept', async () => {
    const filesBefore = (await api.backend.deps.db.select().from(sysFile)).length;
    const wrong = await upload(
      await workbook([
        ['登录名称', '用户名称'],
        ['x1', '甲'],
      ]),
    );
    expect(wrong.body).toEqual({
      code: 500,
      msg: '导入文件的表头与模板不符，第一行应为：部门编号、登录名称、用户名称、用户邮箱、手机号码、用户性别、账号状态',
    });
    expect((await upload(await workbook([IMPORT_HEADER]))).body).toEqual({ code: 500, msg: '导入用户数据不能为空！' });
    expect((await upload(await workbook([[null], [null]]))).body).toEqual({ code: 500, msg: '导入用户数据不能为空！' });

    const many = Array.from({ length: 5001 }, (_, i) => ['103', `bulk_${i}`, `批量${i}`, '', '', '', '']);
    expect((await upload(await workbook([IMPORT_HEADER, ...many]))).body).toEqual({ code: 500, msg: '导入数据不能超过5000行' });
    expect(await usersNamed(['bulk_0'])).toEqual([]);

    expect((await upload(PDF_BYTES, 0, { name: 'users.pdf' })).body).toEqual({ code: 500, msg: '文件格式不正确, 请上传xlsx格式文件!' });
    expect((await upload(Buffer.from('not a workbook'), 0, { name: 'users.xlsx' })).body.msg).toMatch(/^文件格式不正确/);
    expect((await api.call('POST', '/system/user/importData?updateSupport=0', { formData: new FormData() })).body).toEqual({
      code: 500,
      msg: '上传文件不能为空',
    });
    expect((await api.backend.deps.db.select().from(sysFile)).length).toBe(filesBefore);
  });

  test('updateSupport=1 updates existing users by sign-in name, keeps their department, never user 1', async () => {
    const { userId, form } = await newUser({ deptId: 104, sex: '0' });
    const jar = await signIn(form.userName);
    const existing = await workbook([
      IMPORT_HEADER,
      ['103', form.userName, '更新后的名字', '', '', '女', '停用'],
      ['103', 'upd_new_one', '新用户', '', '', '', ''],
    ]);
    expect((await upload(existing, 0)).body.msg).toBe(
      `很抱歉，导入失败！共 1 条数据格式不正确，错误如下：<br/>1、第2行：登录名称${form.userName}已存在`,
    );

    const answer = await upload(existing, 1);
    expect(answer.body).toEqual({
      code: 200,
      msg: `恭喜您，数据已全部导入成功！共 2 条，数据如下：<br/>1、账号 ${form.userName} 更新成功<br/>2、账号 upd_new_one 导入成功`,
    });
    expect(await userRow(userId)).toMatchObject({
      nickName: '更新后的名字',
      deptId: 104,
      sex: '1',
      status: '1',
      phonenumber: form.phonenumber,
      email: form.email,
      updateBy: 'admin',
    });
    expect(await infoCode(jar)).toBe(401);

    const superAdmin = await workbook([IMPORT_HEADER, ['103', 'admin', '篡改', '', '', '', '']]);
    expect((await upload(superAdmin, 1)).body.msg).toBe(
      '很抱歉，导入失败！共 1 条数据格式不正确，错误如下：<br/>1、第2行：不允许操作超级管理员用户',
    );
    expect((await userRow(1)).nickName).toBe('管理员');
  });
});
