/** The shared setup of the declaration-admin API tests: one harness per test file, started before its tests. */
import type { Harness } from '@/tests/support/api-harness';
import { featureSuite } from '@/tests/support/feature-suite';
import { PDF_BYTES, type Person } from '@/tests/support/member-helpers';
import { makeMember } from '@/tests/support/membership';
import type { Staff } from '@/tests/support/staff';

export const WIRE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export let api: Harness;

export let admin: Person['call'];

/** Sees the declaration and template lists only. */
export let viewer: Staff;

/** Reads, reviews and exports declarations, and publishes templates. */
export let reviewer: Staff;

export let alice: Person;

export let bob: Person;

featureSuite(
  {
    ownAdminBrowser: true,
    staff: {
      viewer: ['bll:declare:list'],
      reviewer: ['bll:declare:list', 'bll:declare:query', 'bll:declare:review', 'bll:declare:export'],
    },
    people: ['alice', 'bob'],
  },
  async (suite) => {
    ({ api, admin, viewer, reviewer, alice, bob } = suite);
    await makeMember(api, alice);
    await makeMember(api, bob);
  },
);

export async function pdf(person: Person, name: string): Promise<string> {
  return String((await person.upload(name, PDF_BYTES)).body.fileName);
}

/** A staff member's upload through /common/upload. */
export async function staffUpload(staff: Staff, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PDF_BYTES)]), name);
  const answer = await api.call('POST', '/common/upload', { formData: form, jar: staff.jar });
  if (answer.body.code !== 200) throw new Error(`upload failed: ${answer.body.msg}`);
  return String(answer.body.fileName);
}

export async function declared(person: Person, overrides: Record<string, unknown> = {}): Promise<number> {
  const answer = await person.call('POST', '/api/declare', {
    declareType: '1',
    title: '能力评价申报',
    applicantName: '申报人',
    employer: '声谷录音棚',
    phone: '13900001111',
    email: 'd@example.com',
    description: '从业十年。',
    files: [],
    status: '1',
    ...overrides,
  });
  if (answer.body.code !== 200) throw new Error(`declaration refused: ${answer.body.msg}`);
  return Number(answer.body.data);
}
