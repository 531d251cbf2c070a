import { imageSrc } from '@/lib/format/image-src';

/** The account's picture on the personal page (the site's logo until one is chosen), round. */
export function AccountAvatar({ avatar }: { avatar: string }) {
  return (
    <img src={avatar ? imageSrc(avatar) : '/logo.svg'} alt="" width={48} height={48} style={{ borderRadius: '50%', objectFit: 'cover' }} />
  );
}
