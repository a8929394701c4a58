// Every write limit of the API turned off, for the test runs that write far faster than a person (the limits
// have their own API spec, which sets the one it tests again): the API tests and the browser tests.
export const WRITE_LIMITS_OFF = {
  LIMIT_NEW_CONVERSATIONS_PER_DAY: '0',
  LIMIT_MESSAGES_PER_MINUTE: '0',
  LIMIT_REQUESTS_PER_DAY: '0',
  LIMIT_PROFILE_WRITES_PER_MINUTE: '0',
  LIMIT_REVIEW_WRITES_PER_MINUTE: '0',
  LIMIT_PHOTO_UPLOADS_PER_HOUR: '0',
};
