import { downloadHeaders } from './content-disposition';

describe('downloadHeaders', () => {
  it('keeps a Chinese name in filename* and a safe ASCII fallback', () => {
    const headers = downloadHeaders('申报材料 2026.pdf');
    expect(headers['content-disposition']).toBe(
      `attachment; filename="____ 2026.pdf"; filename*=UTF-8''%E7%94%B3%E6%8A%A5%E6%9D%90%E6%96%99%202026.pdf`,
    );
  });

  it('cannot be broken out of by quotes, line breaks or semicolons', () => {
    const value = downloadHeaders('a";\r\nSet-Cookie: x=1.pdf')['content-disposition'];
    expect(value).not.toMatch(/[\r\n]/);
    expect(value.split('"').length).toBe(3);
    expect(value).toContain(`filename*=UTF-8''a%22%3B%0D%0ASet-Cookie%3A%20x%3D1.pdf`);
  });
});
