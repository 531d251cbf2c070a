/**
 * The type of every MUI screen, public and admin: Chinese fonts first, and buttons and tabs in
 * the case they are written in (MUI would draw English labels in capitals: "SIGN IN").
 */
export const PORTAL_TYPOGRAPHY = {
  fontFamily: '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif',
  button: { textTransform: 'none' },
} as const;
