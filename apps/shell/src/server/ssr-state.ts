/** The element holding the API answers a server-rendered page was drawn from (react-query's dehydrated state). */
export const SSR_STATE_ID = 'ssr-state';
