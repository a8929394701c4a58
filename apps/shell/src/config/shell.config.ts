import { socialLinksFrom } from './social-links';

// Support contact shown in the top bar, drawer and footer. Comes from build-time env SUPPORT_PHONE / SUPPORT_EMAIL
// (defaults in apps/shell/rspack.shared.mjs).
export const SUPPORT = {
  phone: __SUPPORT_PHONE__,
  phoneHref: `tel:${__SUPPORT_PHONE__.replace(/[^\d+]/g, '')}`,
  email: __SUPPORT_EMAIL__,
} as const;

export const SOCIAL_LINKS = socialLinksFrom(__SOCIAL_URLS__);

/** Who runs the site, for the legal pages (LEGAL_NAME, LEGAL_TAX_ID, LEGAL_ADDRESS at build time). */
export const SITE_OWNER = __LEGAL_OWNER__;

export const BUILD_YEAR = __BUILD_YEAR__;
