/** A cleaning service's page in the API: GET /api/users/{userId}/cleaning (the page's and its frame's script's). */
export const cleaningServiceUrl = (userId: number) => `/api/users/${userId}/cleaning`;
