import { matchesSignature } from './file-signature';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new Uint8Array(Buffer.from(value, 'utf8'));

describe('matchesSignature', () => {
  it('accepts files whose first bytes match their extension', () => {
    expect(matchesSignature('png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(true);
    expect(matchesSignature('jpg', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(matchesSignature('pdf', text('%PDF-1.7\n'))).toBe(true);
    expect(matchesSignature('doc', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe(true);
    expect(
      matchesSignature(
        'docx',
        new Uint8Array(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....[Content_Types].xml')])),
      ),
    ).toBe(true);
    expect(matchesSignature('txt', text('会员申报说明\n'))).toBe(true);
  });

  it('refuses renamed programs, HTML posing as images and unknown extensions', () => {
    expect(matchesSignature('pdf', bytes(0x4d, 0x5a, 0x90, 0x00))).toBe(false);
    expect(matchesSignature('txt', bytes(0x4d, 0x5a, 0x90, 0x41))).toBe(false);
    expect(matchesSignature('txt', bytes(0x41, 0x00, 0x42))).toBe(false);
    expect(matchesSignature('png', text('<html><script>alert(1)</script>'))).toBe(false);
    expect(matchesSignature('jpg', text('<svg onload=alert(1)>'))).toBe(false);
    expect(matchesSignature('xlsx', bytes(0x50, 0x4b, 0x03, 0x04, 0x41))).toBe(false);
    expect(matchesSignature('exe', bytes(0x4d, 0x5a))).toBe(false);
    expect(matchesSignature('txt', new Uint8Array())).toBe(false);
  });
});
