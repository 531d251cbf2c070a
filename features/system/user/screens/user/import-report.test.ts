import { importReportLines } from './import-report';

test('splits the report on its <br/> separators and drops empty lines', () => {
  expect(importReportLines('恭喜您，数据已全部导入成功！共 2 条，数据如下：<br/>1、账号 a 导入成功<br/>2、账号 b 导入成功')).toEqual([
    '恭喜您，数据已全部导入成功！共 2 条，数据如下：',
    '1、账号 a 导入成功',
    '2、账号 b 导入成功',
  ]);
  expect(importReportLines('<br/>x<br>y<br />')).toEqual(['x', 'y']);
});

test('turns escaped markup back into text instead of markup', () => {
  expect(importReportLines('1、账号 &lt;img src=x onerror=alert(1)&gt; 导入失败：&quot;a&quot; &#39;b&#39;')).toEqual([
    '1、账号 <img src=x onerror=alert(1)> 导入失败："a" \'b\'',
  ]);
});

test('decodes each entity once', () => {
  expect(importReportLines('&amp;lt;b&amp;gt; &amp;amp;')).toEqual(['&lt;b&gt; &amp;']);
});
