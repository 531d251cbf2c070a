/** Browser and operating system names for the login log and online sessions. */
export function describeUserAgent(userAgent: string): { browser: string; os: string } {
  return { browser: browserOf(userAgent), os: osOf(userAgent) };
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/MicroMessenger\/(\d+)/, 'WeChat'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS|Chromium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).*Safari/, 'Safari'],
  [/curl\/(\d+)/, 'curl'],
];

function browserOf(ua: string): string {
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) return `${name} ${match[1]}`;
  }
  return ua ? 'Unknown' : '';
}

const SYSTEMS: [RegExp, string][] = [
  [/Windows NT 10/, 'Windows 10'],
  [/Windows NT 6\.3/, 'Windows 8.1'],
  [/Windows NT 6\.1/, 'Windows 7'],
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X/, 'Mac OS X'],
  [/CrOS/, 'Chrome OS'],
  [/Linux/, 'Linux'],
];

function osOf(ua: string): string {
  for (const [pattern, name] of SYSTEMS) if (pattern.test(ua)) return name;
  return ua ? 'Unknown' : '';
}
