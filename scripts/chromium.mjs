// Debian's Chromium as every tool here starts it (the browser tests, bench:web and its Lighthouse runs):
// Playwright cannot download a browser of its own on these machines. CHROME_PATH moves it.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
