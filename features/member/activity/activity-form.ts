/** A valid activity form for the tests: a day on 2027-03-10, sign-up closing on 03-01, 20 places. */
export function activityForm(title: string, overrides: Record<string, unknown> = {}) {
  return {
    title,
    activityType: '1',
    articleId: null,
    startTime: '2027-03-10 09:00:00',
    endTime: '2027-03-10 17:30:00',
    place: '协会培训中心',
    capacity: 20,
    deadline: '2027-03-01 18:00:00',
    fee: '380.50',
    status: '0',
    ...overrides,
  };
}
