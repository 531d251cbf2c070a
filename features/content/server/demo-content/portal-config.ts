import { builtInConfig as entry } from '@/features/system/server';

/** Config keys of the public portal's own settings. */
export const PORTAL_CONFIG_KEYS = {
  footerPhone: 'portal.footer.phone',
  footerAddress: 'portal.footer.address',
  footerEmail: 'portal.footer.email',
  footerCopyright: 'portal.footer.copyright',
  footerIcp: 'portal.footer.icp',
  footerWechatQr: 'portal.footer.wechatQr',
  noticeEnabled: 'portal.notice.enabled',
  noticeText: 'portal.notice.text',
} as const;

/** The footer's contact block and the upgrade notice, edited by an administrator in config. */
export const portalConfigSeeds = [
  entry('门户页脚-联系电话', PORTAL_CONFIG_KEYS.footerPhone, '010-6000-0000', '页脚与升级通知中显示的协会办公室电话'),
  entry('门户页脚-地址', PORTAL_CONFIG_KEYS.footerAddress, '北京市朝阳区声谷路8号音频大厦5层', '页脚显示的协会地址'),
  entry('门户页脚-电子邮箱', PORTAL_CONFIG_KEYS.footerEmail, 'office@audio-engineers.org.cn', '页脚显示的联系邮箱'),
  entry('门户页脚-版权信息', PORTAL_CONFIG_KEYS.footerCopyright, '© 2026 录音师协会 版权所有', '页脚版权声明'),
  entry('门户页脚-ICP备案号', PORTAL_CONFIG_KEYS.footerIcp, '京ICP备00000000号-1', '页脚显示的ICP备案号'),
  entry('门户页脚-公众号二维码', PORTAL_CONFIG_KEYS.footerWechatQr, '/wechat-qr.svg', '官方微信公众号二维码图片地址'),
  entry('门户-升级通知开关', PORTAL_CONFIG_KEYS.noticeEnabled, 'false', '是否显示系统升级通知浮层（true显示，false隐藏）'),
  entry(
    '门户-升级通知内容',
    PORTAL_CONFIG_KEYS.noticeText,
    '因系统升级，本站将于2025年9月2日至2025年9月4日暂停服务，给您带来不便敬请谅解。如有疑问，请致电协会办公室：{phone}。',
    '升级通知浮层的文字，{phone} 处显示页脚联系电话',
  ),
];
