import { settingsFor } from './portal-settings';

const settings = {
  'footer.address': '北京',
  'footer.address.en': 'Beijing',
  'footer.phone': '010',
  'notice.text': '通知',
  'notice.text.en': '',
};

test('the English site shows a setting’s English where there is some, the Chinese elsewhere', () => {
  expect(settingsFor(settings, 'en')).toEqual({ 'footer.address': 'Beijing', 'footer.phone': '010', 'notice.text': '通知' });
});

test('the Chinese site shows the Chinese, and no English entries', () => {
  expect(settingsFor(settings, 'zh')).toEqual({ 'footer.address': '北京', 'footer.phone': '010', 'notice.text': '通知' });
});
