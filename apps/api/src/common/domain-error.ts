import { HttpStatus } from '@nestjs/common';
import { API_MESSAGES, PRIVACY_TEXTS } from '@reformas/i18n-es';
import { mayPublish, type Publication, type SessionUser } from '@reformas/shared-types';

/** Named domain errors, mapped in one place to an HTTP status and the Spanish message. */
const DOMAIN_ERRORS = {
  UNAUTHENTICATED: [HttpStatus.UNAUTHORIZED, API_MESSAGES.unauthenticated],
  INVALID_CREDENTIALS: [HttpStatus.UNAUTHORIZED, API_MESSAGES.invalidCredentials],
  FORBIDDEN: [HttpStatus.FORBIDDEN, API_MESSAGES.forbidden],
  NOT_OWN_IDENTITY: [HttpStatus.FORBIDDEN, API_MESSAGES.notOwnIdentity],
  NOT_PARTICIPANT: [HttpStatus.FORBIDDEN, API_MESSAGES.notParticipant],
  ONLY_RECEIVER_MARKS_READ: [HttpStatus.FORBIDDEN, API_MESSAGES.onlyReceiverMarksRead],
  USER_NOT_FOUND: [HttpStatus.NOT_FOUND, API_MESSAGES.userNotFound],
  LOGO_NOT_FOUND: [HttpStatus.NOT_FOUND, API_MESSAGES.logoNotFound],
  PROJECT_NOT_FOUND: [HttpStatus.NOT_FOUND, API_MESSAGES.projectNotFound],
  // A request that left the board (closed, hired, completed), to whoever may no longer read it.
  PROJECT_GONE: [HttpStatus.GONE, API_MESSAGES.projectGone],
  WORKER_PROFILE_NOT_FOUND: [HttpStatus.NOT_FOUND, API_MESSAGES.workerProfileNotFound],
  CLEANING_NOT_FOUND: [HttpStatus.NOT_FOUND, API_MESSAGES.cleaningNotFound],
  RECEIVER_NOT_FOUND: [HttpStatus.NOT_FOUND, API_MESSAGES.receiverNotFound],
  EMAIL_EXISTS: [HttpStatus.BAD_REQUEST, API_MESSAGES.emailExists],
  LINK_INVALID: [HttpStatus.BAD_REQUEST, API_MESSAGES.linkInvalid],
  WRONG_PASSWORD: [HttpStatus.BAD_REQUEST, API_MESSAGES.wrongPassword],
  SAME_EMAIL: [HttpStatus.BAD_REQUEST, API_MESSAGES.sameEmail],
  SESSION_NOT_FOUND: [HttpStatus.NOT_FOUND, API_MESSAGES.sessionNotFound],
  CANNOT_MESSAGE_SELF: [HttpStatus.BAD_REQUEST, API_MESSAGES.cannotMessageSelf],
  BLOCKED_BY_RECEIVER: [HttpStatus.FORBIDDEN, API_MESSAGES.blockedByReceiver],
  RECEIVER_BLOCKED: [HttpStatus.FORBIDDEN, API_MESSAGES.receiverBlocked],
  CANNOT_BLOCK_SELF: [HttpStatus.BAD_REQUEST, API_MESSAGES.cannotBlockSelf],
  ACCOUNT_SUSPENDED: [HttpStatus.FORBIDDEN, API_MESSAGES.accountSuspended],
  MODERATION_TARGET_NOT_FOUND: [HttpStatus.NOT_FOUND, API_MESSAGES.moderationTargetNotFound],
  MODERATION_NOT_APPLICABLE: [HttpStatus.BAD_REQUEST, API_MESSAGES.moderationNotApplicable],
  WORKER_PROFILE_EXISTS: [HttpStatus.CONFLICT, API_MESSAGES.workerProfileExists],
  CLEANING_EXISTS: [HttpStatus.CONFLICT, API_MESSAGES.cleaningExists],
  PROJECT_CLOSED: [HttpStatus.CONFLICT, API_MESSAGES.projectClosed],
  RATE_LIMITED: [HttpStatus.TOO_MANY_REQUESTS, API_MESSAGES.rateLimited],
  // Phones revealed on request.
  CONTACT_PROFESSIONALS_ONLY: [HttpStatus.FORBIDDEN, API_MESSAGES.contactProfessionalsOnly],
  CONTACT_PROFILE_REQUIRED: [HttpStatus.FORBIDDEN, API_MESSAGES.contactProfileRequired],
  CONTACT_CAP_REACHED: [HttpStatus.CONFLICT, API_MESSAGES.contactCapReached],
  CONTACT_DAILY_LIMIT: [HttpStatus.TOO_MANY_REQUESTS, API_MESSAGES.contactDailyLimit],
  // What each user type may publish (PUBLISHER_OF in shared-types).
  ONLY_PROFESSIONALS_PUBLISH_PROFILES: [HttpStatus.FORBIDDEN, API_MESSAGES.onlyProfessionalsPublishProfiles],
  ONLY_CLEANERS_PUBLISH_CLEANING: [HttpStatus.FORBIDDEN, API_MESSAGES.onlyCleanersPublishCleaning],
  ONLY_CLIENTS_PUBLISH_REQUESTS: [HttpStatus.FORBIDDEN, API_MESSAGES.onlyClientsPublishRequests],
  // Media store: logo uploads and the images served.
  LOGO_BAD_TYPE: [HttpStatus.BAD_REQUEST, API_MESSAGES.logoBadType],
  LOGO_UNREADABLE: [HttpStatus.BAD_REQUEST, API_MESSAGES.logoUnreadable],
  LOGO_TOO_MANY_PIXELS: [HttpStatus.BAD_REQUEST, API_MESSAGES.logoTooManyPixels],
  LOGO_TOO_BIG: [HttpStatus.PAYLOAD_TOO_LARGE, API_MESSAGES.logoTooBig],
  IMAGE_TOO_LARGE: [HttpStatus.BAD_REQUEST, API_MESSAGES.imageTooLarge],
  IMAGE_BAD_SHAPE: [HttpStatus.BAD_REQUEST, API_MESSAGES.imageBadShape],
  IMAGE_TOO_SLOW: [HttpStatus.BAD_REQUEST, API_MESSAGES.imageTooSlow],
  IMAGE_UPLOADS_BUSY_ACCOUNT: [HttpStatus.TOO_MANY_REQUESTS, API_MESSAGES.imageUploadsBusyAccount],
  IMAGE_UPLOADS_BUSY: [HttpStatus.SERVICE_UNAVAILABLE, API_MESSAGES.imageUploadsBusy],
  MEDIA_NOT_FOUND: [HttpStatus.NOT_FOUND, API_MESSAGES.mediaNotFound],
  // Sitemaps: an unknown kind or a page past the last.
  SITEMAP_NOT_FOUND: [HttpStatus.NOT_FOUND, API_MESSAGES.sitemapNotFound],
  // Verified reviews.
  REVIEWS_CLIENTS_ONLY: [HttpStatus.FORBIDDEN, API_MESSAGES.reviewsClientsOnly],
  REVIEW_NOT_ELIGIBLE: [HttpStatus.FORBIDDEN, API_MESSAGES.reviewNotEligible],
  REVIEW_EXISTS: [HttpStatus.CONFLICT, API_MESSAGES.reviewExists],
  REVIEW_NOT_FOUND: [HttpStatus.NOT_FOUND, API_MESSAGES.reviewNotFound],
  PROVIDER_NOT_FOUND: [HttpStatus.NOT_FOUND, API_MESSAGES.providerNotFound],
  REVIEW_ONLY_AUTHOR_EDITS: [HttpStatus.FORBIDDEN, API_MESSAGES.reviewOnlyAuthorEdits],
  REVIEW_ONLY_PROVIDER_REPLIES: [HttpStatus.FORBIDDEN, API_MESSAGES.reviewOnlyProviderReplies],
  REVIEW_REPLY_EXISTS: [HttpStatus.CONFLICT, API_MESSAGES.reviewReplyExists],
  REVIEW_REPLY_NOT_FOUND: [HttpStatus.NOT_FOUND, API_MESSAGES.reviewReplyNotFound],
  // Photos; PHOTO_LIMIT is raised with the limit's own message (which row, how many).
  PHOTO_BAD_TYPE: [HttpStatus.BAD_REQUEST, API_MESSAGES.photoBadType],
  PHOTO_TOO_BIG: [HttpStatus.PAYLOAD_TOO_LARGE, API_MESSAGES.photoTooBig],
  PHOTO_LIMIT: [HttpStatus.CONFLICT, API_MESSAGES.photoLimit(0, '')],
  PHOTO_DUPLICATE: [HttpStatus.CONFLICT, API_MESSAGES.photoDuplicate],
  PHOTO_NOT_FOUND: [HttpStatus.NOT_FOUND, API_MESSAGES.photoNotFound],
  // Quotes and hiring (docs/decisions.md, "Quotes and hiring").
  QUOTE_NOT_FOUND: [HttpStatus.NOT_FOUND, API_MESSAGES.quoteNotFound],
  QUOTE_PROFESSIONALS_ONLY: [HttpStatus.FORBIDDEN, API_MESSAGES.quoteProfessionalsOnly],
  QUOTE_OWN_PROJECT: [HttpStatus.FORBIDDEN, API_MESSAGES.quoteOwnProject],
  QUOTE_ONLY_AUTHOR: [HttpStatus.FORBIDDEN, API_MESSAGES.quoteOnlyAuthor],
  QUOTE_ONLY_OWNER: [HttpStatus.FORBIDDEN, API_MESSAGES.quoteOnlyOwner],
  QUOTE_NOT_ACCESSIBLE: [HttpStatus.FORBIDDEN, API_MESSAGES.quoteNotAccessible],
  QUOTE_TAX_ID_REQUIRED: [HttpStatus.CONFLICT, API_MESSAGES.quoteTaxIdRequired],
  QUOTE_PROJECT_NOT_OPEN: [HttpStatus.CONFLICT, API_MESSAGES.quoteProjectNotOpen],
  QUOTE_EXISTS: [HttpStatus.CONFLICT, API_MESSAGES.quoteExists],
  QUOTE_DECIDED: [HttpStatus.CONFLICT, API_MESSAGES.quoteDecided],
  QUOTE_EXPIRED: [HttpStatus.CONFLICT, API_MESSAGES.quoteExpired],
  PROJECT_ALREADY_HIRED: [HttpStatus.CONFLICT, API_MESSAGES.projectAlreadyHired],
  PROJECT_NOT_HIRED: [HttpStatus.CONFLICT, API_MESSAGES.projectNotHired],
  // Reports (Denunciar).
  REPORT_TARGET_NOT_FOUND: [HttpStatus.NOT_FOUND, API_MESSAGES.reportTargetNotFound],
  REPORT_SELF: [HttpStatus.BAD_REQUEST, API_MESSAGES.reportSelf],
  REPORT_EXISTS: [HttpStatus.CONFLICT, API_MESSAGES.reportExists],
  REPORT_DAILY_LIMIT: [HttpStatus.TOO_MANY_REQUESTS, API_MESSAGES.reportDailyLimit],
  // Privacy rights: the data export once a day (raised with the wait in its message), deletion behind the password.
  DATA_EXPORT_LIMIT: [HttpStatus.TOO_MANY_REQUESTS, PRIVACY_TEXTS.api.exportLimit(24)],
  DELETE_WRONG_PASSWORD: [HttpStatus.BAD_REQUEST, PRIVACY_TEXTS.api.wrongDeletePassword],
  // Operators' console (OperatorSession): an operator, and this session's TOTP code given; at most
  // TOTP_MAX_WRONG wrong codes per operator in 15 minutes (raised with the wait in its message).
  OPERATORS_ONLY: [HttpStatus.FORBIDDEN, API_MESSAGES.operatorsOnly],
  TOTP_REQUIRED: [HttpStatus.FORBIDDEN, API_MESSAGES.totpRequired],
  TOTP_WRONG: [HttpStatus.BAD_REQUEST, API_MESSAGES.totpWrong],
  TOTP_REUSED: [HttpStatus.BAD_REQUEST, API_MESSAGES.totpReused],
  TOTP_LIMITED: [HttpStatus.TOO_MANY_REQUESTS, API_MESSAGES.rateLimited],
  // Operators' routes (Authorization: Bearer OPS_TOKEN): without OPS_TOKEN they do not exist in that deployment.
  OPS_DISABLED: [HttpStatus.NOT_FOUND, API_MESSAGES.notFound],
  OPS_TOKEN_INVALID: [HttpStatus.UNAUTHORIZED, API_MESSAGES.opsTokenInvalid],
} as const satisfies Record<string, readonly [HttpStatus, string]>;

export type DomainErrorCode = keyof typeof DOMAIN_ERRORS;

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    readonly errors?: { path: string; message: string }[],
    /** For 429: how long to wait, sent as Retry-After; `message` replaces the code's own (which limit, when). */
    readonly options: { retryAfterSeconds?: number; message?: string } = {},
  ) {
    super(options.message ?? DOMAIN_ERRORS[code][1]);
  }

  get status(): HttpStatus {
    return DOMAIN_ERRORS[this.code][0];
  }
}

const REFUSED_PUBLICATION = {
  workerProfile: 'ONLY_PROFESSIONALS_PUBLISH_PROFILES',
  cleaningService: 'ONLY_CLEANERS_PUBLISH_CLEANING',
  renovationRequest: 'ONLY_CLIENTS_PUBLISH_REQUESTS',
} as const satisfies Record<Publication, DomainErrorCode>;

/** 403 with the Spanish reason unless the caller's user type may publish this (PUBLISHER_OF in shared-types). */
export function assertMayPublish(caller: SessionUser, what: Publication): void {
  if (!mayPublish(caller.userType, what)) throw new DomainError(REFUSED_PUBLICATION[what]);
}
