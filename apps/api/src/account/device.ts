import { API_MESSAGES } from '@reformas/i18n-es';

// The first name that matches wins: Edge and Opera say 'Chrome' too, Chrome says 'Safari', Android says 'Linux'.
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (list: readonly [RegExp, string][], text: string) =>
  list.find(([pattern]) => pattern.test(text))?.[1];

/** A session's device as its owner knows it, from the User-Agent it signed in with: 'Chrome en Windows'. */
export function describeDevice(userAgent: string | null): string {
  const browser = first(BROWSERS, userAgent ?? '');
  const system = first(SYSTEMS, userAgent ?? '');
  if (browser && system) return API_MESSAGES.device(browser, system);
  return browser ?? system ?? API_MESSAGES.unknownDevice;
}
