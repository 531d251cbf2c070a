/**
 * Answers the contract fixes word for word, written out here rather than imported from the
 * server, so a changed message fails the tests.
 */
export const FORBIDDEN = { code: 403, msg: '没有权限，请联系管理员授权' };
export const BAD_SORT = '参数不符合规范，不能进行查询';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
