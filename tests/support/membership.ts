import { bllSignMember } from '@/features/member/tables';
import type { Harness } from './api-harness';
import type { Person } from './member-helpers';

/** Makes a person a paid member for a year, as a confirmed payment does. */
export async function makeMember(api: Harness, person: Person): Promise<void> {
  const validUntil = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  await api.backend.deps.db.insert(bllSignMember).values({
    userId: person.userId,
    name: '测试会员',
    gender: '0',
    idNumber: '110101199003074477',
    birthDate: '1990-03-07',
    employer: '测试单位',
    speciality: '1',
    photo: '',
    mobile: person.phone,
    status: '4',
    memberSince: new Date(),
    validUntil,
  });
}
