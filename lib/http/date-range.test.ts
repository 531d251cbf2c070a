import { addDateRange } from './date-range';

describe('addDateRange', () => {
  it('adds beginTime and endTime under params', () => {
    expect(addDateRange({ pageNum: 1 }, ['2026-01-01', '2026-01-31'])).toEqual({
      pageNum: 1,
      params: { beginTime: '2026-01-01', endTime: '2026-01-31' },
    });
  });
  it('names a field when asked and keeps other params', () => {
    expect(addDateRange({ params: { x: '1' } }, ['a', 'b'], 'PublishTime').params).toEqual({
      x: '1',
      beginPublishTime: 'a',
      endPublishTime: 'b',
    });
  });
  it('adds nothing for an empty or half range', () => {
    expect(addDateRange({}, null).params).toEqual({});
    expect(addDateRange({}, ['2026-01-01', '']).params).toEqual({});
  });
});
