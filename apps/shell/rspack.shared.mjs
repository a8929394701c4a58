// What the shell's two Rspack configs (browser bundle and build-time prerender) have in common.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';

export const appDir = path.dirname(fileURLToPath(import.meta.url));
export const rootDir = path.resolve(appDir, '../..');
export const outDir = path.resolve(rootDir, 'dist/shell');

// One swc rule for every build (tools/rspack/swc.rule.mjs).
export { swcRule } from '../../tools/rspack/swc.rule.mjs';

// Build-time configuration (README, "Configuration of the shell"): the support contact (header and footer), the
// social links (each shown only when its address is set) and who runs the site (the legal pages).
export function configDefines() {
  const env = process.env;
  const support = {
    phone: env.SUPPORT_PHONE || '+34 900 123 456',
    email: env.SUPPORT_EMAIL || 'atencion@reformasya.es',
  };
  return new rspack.DefinePlugin({
    __SUPPORT_PHONE__: JSON.stringify(support.phone),
    __SUPPORT_EMAIL__: JSON.stringify(support.email),
    __SOCIAL_URLS__: JSON.stringify({
      Facebook: env.SOCIAL_FACEBOOK_URL ?? '',
      Instagram: env.SOCIAL_INSTAGRAM_URL ?? '',
      LinkedIn: env.SOCIAL_LINKEDIN_URL ?? '',
    }),
    __LEGAL_OWNER__: JSON.stringify({
      name: env.LEGAL_NAME || 'ReformasYa, S.L.',
      taxId: env.LEGAL_TAX_ID || 'B00000000',
      address: env.LEGAL_ADDRESS || 'Calle Mayor 1, 28013 Madrid',
      email: support.email,
      phone: support.phone,
    }),
    // The footer renders this year first (same in the prerendered HTML and the first client render), then the real one.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  });
}

/**
 * The shell's CSS and the web-core stylesheets its own pages use (the home's request cards, the unread badge),
 * inlined in the HTML: no extra request before first paint. A remote's frame brings its own CSS (composed pages).
 */
export function inlineCss() {
  return [
    'src/styles/shell.css',
    '../../libs/web-core/src/styles/board.css',
    '../../libs/web-core/src/styles/chat-window.css',
  ]
    .map((file) => readFileSync(path.join(appDir, file), 'utf8'))
    .join('\n')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, '')
    .replace(/\s*([{};:,>])\s*/g, '$1');
}

// The workspace libs resolve through their package.json `exports` (npm workspaces link them into node_modules).
export const resolve = { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] };
