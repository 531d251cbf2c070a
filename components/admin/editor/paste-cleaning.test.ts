import { cleanPastedHtml, stripWordMarkup } from './paste-cleaning';

const WORD_CLIPBOARD = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta name=Generator content="Microsoft Word 15"><title>Doc</title>
<style><!-- p.MsoNormal {mso-style-parent:""; margin:0cm;} --></style>
<!--[if gte mso 9]><xml><w:WordDocument><w:View>Normal</w:View></w:WordDocument></xml><![endif]-->
</head>
<body lang=ZH-CN style='tab-interval:21.0pt'>
<!--StartFragment-->
<h1 class=MsoTitle>年会通知</h1>
<p class=MsoNormal style='mso-margin-top-alt:auto;text-align:center'><b><span lang=EN-US style='font-size:14.0pt;mso-bidi-font-size:11.0pt'>Annual meeting<o:p></o:p></span></b></p>
<p class="MsoListParagraph keep" style="text-indent:-18.0pt;mso-list:l0 level1 lfo1"><![if !supportLists]><span style='mso-list:Ignore'>1.</span><![endif]>报到<o:p>&nbsp;</o:p></p>
<p class=MsoNormal><v:shape id="pic"><v:imagedata src="file:///C:/tmp/image001.png"/></v:shape><img src="file:///C:/tmp/image001.png"></p>
<!--EndFragment-->
</body></html>`;

describe('stripWordMarkup', () => {
  const stripped = stripWordMarkup(WORD_CLIPBOARD);

  it('drops the head, styles, conditional blocks and comments', () => {
    expect(stripped).not.toMatch(/<head|<style|<xml|WordDocument|StartFragment|<!--|<!\[/i);
    expect(stripped).not.toContain('Doc</title>');
  });

  it('drops <o:p> with its filler and every other Office element', () => {
    expect(stripped).not.toMatch(/<\/?o:p>|<\/?v:/i);
    expect(stripped).toContain('报到</p>');
  });

  it('drops Mso classes and mso- styles but keeps the rest', () => {
    expect(stripped).not.toMatch(/mso/i);
    expect(stripped).toContain('style="text-align:center"');
    expect(stripped).toContain('class="keep"');
    expect(stripped).toContain('<h1>年会通知</h1>');
    expect(stripped).toContain('<span lang=EN-US style="font-size:14.0pt">Annual meeting</span>');
  });

  it('keeps Word list markers as text (they carry the numbering)', () => {
    expect(stripped).toContain('<span>1.</span>报到');
  });

  it('leaves text that only looks like an attribute alone', () => {
    expect(stripWordMarkup('<p>write style="mso-x:1" here</p>')).toBe('<p>write style="mso-x:1" here</p>');
  });
});

describe('cleanPastedHtml', () => {
  it('leaves the article allow-list: structure and text, no local pictures, h1 one level down', () => {
    const cleaned = cleanPastedHtml(WORD_CLIPBOARD);
    expect(cleaned).not.toMatch(/mso|class=|style=|<img|file:|<o:p|<title/i);
    expect(cleaned).toContain('<h2>年会通知</h2>');
    expect(cleaned).toContain('<b><span>Annual meeting</span></b>');
    expect(cleaned).toContain('<span>1.</span>报到');
  });

  it('drops what runs', () => {
    expect(cleanPastedHtml('<p onclick="x()">a<script>alert(1)</script><a href="javascript:alert(1)">b</a></p>')).toBe('<p>a<a>b</a></p>');
  });
});
