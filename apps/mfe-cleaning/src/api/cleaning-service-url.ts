/** A cleaning service's page in the API, by the service's own id: GET /api/cleaning/{id} (the page's and its frame's script's). */
export const cleaningServiceUrl = (serviceId: number) => `/api/cleaning/${serviceId}`;
