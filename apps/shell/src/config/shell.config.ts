// Support contact shown in the top bar, drawer and footer. Comes from build-time env SUPPORT_PHONE / SUPPORT_EMAIL
// (defaults in apps/shell/rspack.shared.mjs).
export const SUPPORT = {
  phone: __SUPPORT_PHONE__,
  phoneHref: `tel:${__SUPPORT_PHONE__.replace(/[^\d+]/g, '')}`,
  email: __SUPPORT_EMAIL__,
} as const;

export const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
] as const;

export const BUILD_YEAR = __BUILD_YEAR__;
