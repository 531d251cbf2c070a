import zh from '../../messages/zh.json';
import { messageTemplates } from './message-template';

// What icu-minify/compile (the build's compiler, next.config.ts) makes of these messages.
const compiled = {
  title: '活动报名',
  facts: ['时间：', ['start'], '　地点：', ['place'], '　费用：', ['fee'], '　报名截止：', ['deadline']],
  fields: { name: '姓名' },
  placesLeft: ['剩余名额 ', ['left'], '/', ['capacity']],
};

test('compiled messages turn back into the templates they were compiled from', () => {
  const activity = zh.member.activity;
  expect(messageTemplates(compiled)).toEqual({
    title: activity.title,
    facts: activity.facts,
    fields: { name: activity.fields.name },
    placesLeft: activity.placesLeft,
  });
});

test('templates pass through, and a plural is refused rather than garbled', () => {
  expect(messageTemplates(zh.errors)).toEqual(zh.errors);
  expect(() => messageTemplates({ n: [['n', 2, { one: [0, ' item'], other: [0, ' items'] }]] })).toThrow(/plural or select/);
});
