/**
 * The social links of the top bar: only the networks whose address is configured (SOCIAL_FACEBOOK_URL,
 * SOCIAL_INSTAGRAM_URL, SOCIAL_LINKEDIN_URL at build time), and only https addresses. None set, none shown: a link
 * to a network's home page is a dead end.
 */
export function socialLinksFrom(urls: Record<string, string>): { label: string; href: string }[] {
  return Object.entries(urls)
    .filter(([, href]) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(href))
    .map(([label, href]) => ({ label, href }));
}
