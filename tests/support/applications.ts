import { uniqueCreditCode, uniqueIdNumber } from './identity-numbers';
import { PDF_BYTES, PNG_BYTES, type Person } from './member-helpers';

export async function uploadedName(person: Person, name: string, bytes = PNG_BYTES): Promise<string> {
  const answer = await person.upload(name, bytes);
  if (answer.body.code !== 200) throw new Error(`upload failed: ${answer.body.msg}`);
  return String(answer.body.fileName);
}

/** A valid individual application of `person`: photo and one certificate scan uploaded by them. */
export async function individualForm(person: Person, overrides: Record<string, unknown> = {}) {
  return {
    name: '审核测试',
    ...uniqueIdNumber(),
    employer: '北京声谷录音棚',
    jobTitle: '录音师',
    yearsInProfession: 6,
    speciality: '2',
    mobile: person.phone,
    email: 'review@example.com',
    photo: await uploadedName(person, '证件照.png'),
    certificates: '录音师职业技能等级证书',
    certificateFiles: [await uploadedName(person, '证书.pdf', PDF_BYTES)],
    ...overrides,
  };
}

/** A valid organisation application of `person`. */
export async function orgForm(person: Person, overrides: Record<string, unknown> = {}) {
  return {
    orgName: '声谷审核测试有限公司',
    creditCode: uniqueCreditCode(),
    legalPerson: '李声',
    address: '北京市朝阳区声谷路8号',
    contactName: '王联',
    mobile: person.phone,
    email: 'office@example.com',
    orgSize: '2',
    businessScope: '录音、混音、母带处理服务',
    licence: await uploadedName(person, '营业执照.png'),
    ...overrides,
  };
}

/** Submits an application through the API; answers its id. */
export async function submitted(person: Person, type: 'member' | 'org', overrides: Record<string, unknown> = {}): Promise<number> {
  const answer =
    type === 'member'
      ? await person.call('POST', '/api/system/sign/addMember', await individualForm(person, overrides))
      : await person.call('POST', '/api/system/sign/addOrg', await orgForm(person, overrides));
  if (answer.body.code !== 200) throw new Error(`application refused: ${answer.body.msg}`);
  return Number(answer.body.data);
}

/** Submits payment information for an approved application. */
export async function paid(person: Person, type: 'member' | 'org', applicationId: number, reference: string): Promise<void> {
  const answer = await person.call('POST', '/api/system/sign/submitPayInfo', {
    applicationId,
    type,
    payer: '付款人',
    amount: type === 'member' ? '300' : '3000',
    method: '1',
    reference,
    payTime: '2026-01-05',
    receipt: await uploadedName(person, `凭证${reference}.png`),
  });
  if (answer.body.code !== 200) throw new Error(`payment refused: ${answer.body.msg}`);
}
