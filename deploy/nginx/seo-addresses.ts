// What search engines read, as both edges (nginx, and scripts/serve-static.mjs for `npm start`) must pass it to the
// API: the address asked and the API path it reaches, query kept. Shared by nginx.spec.ts and serve-static.spec.ts.
export const SEO_ADDRESSES: readonly (readonly [address: string, apiPath: string])[] = [
  ['/robots.txt', '/api/seo/robots.txt'],
  ['/sitemap.xml', '/api/seo/sitemap.xml'],
  ['/sitemaps/requests-2.xml', '/api/seo/sitemaps/requests-2.xml'],
  ['/sitemaps/profiles-1.xml?v=3', '/api/seo/sitemaps/profiles-1.xml?v=3'],
];
