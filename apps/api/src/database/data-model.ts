// The one description of the tables (entity classes, indexes included) and the migrations that build them.
// Kept free of Nest so tools and tests can load it alone.
import { Ad } from '../ads/ad.entity';
import { Session } from '../auth/session.entity';
import { AuthThrottle } from '../rate-limits/rate-counter.entity';
import { TrustedDevice } from '../auth/trusted-device.entity';
import { CleaningService } from '../cleaning/cleaning-service.entity';
import { ClientError } from '../client-errors/client-error.entity';
import { ChatMessage } from '../messages/chat-message.entity';
import { RenovationProject } from '../projects/renovation-project.entity';
import { ProjectContact } from '../projects/project-contact.entity';
import { ProviderStats } from '../reviews/provider-stats.entity';
import { Review } from '../reviews/review.entity';
import { User } from '../users/user.entity';
import { WorkerProfile } from '../workers/worker-profile.entity';
import { InitialSchema1763700000000 } from '../migrations/1763700000000-initial-schema';
import { SeedAds1763700000100 } from '../migrations/1763700000100-seed-ads';
import { AuthThrottle1763800000000 } from '../migrations/1763800000000-auth-throttle';
import { ChatPush1795418376002 } from '../migrations/1795418376002-chat-push';
import { DirectoryPaging1795419443575 } from '../migrations/1795419443575-directory-paging';
import { WorkerSearchColumn1795471457147 } from '../migrations/1795471457147-worker-search-column';
import { DirectorySearchOrder1795540000000 } from '../migrations/1795540000000-directory-search-order';
import { OneCompanyName1795616000000 } from '../migrations/1795616000000-one-company-name';
import { PlaceholderAdsOut1795700000000 } from '../migrations/1795700000000-placeholder-ads-out';
import { CloseRequests1795700001000 } from '../migrations/1795700001000-close-requests';
import { ContactReveals1795800000000 } from '../migrations/1795800000000-contact-reveals';
import { LogosToMediaStore1795800100000 } from '../migrations/1795800100000-logos-to-media-store';
import { Reviews1795900000000 } from '../migrations/1795900000000-reviews';
import { Photos1796100000000 } from '../migrations/1796100000000-photos';
import { ProviderStats1796200000000 } from '../migrations/1796200000000-provider-stats';
import { ClientErrors1796300000000 } from '../migrations/1796300000000-client-errors';
import { UsernamesWithoutEmail1796400000000 } from '../migrations/1796400000000-usernames-without-email';
import { RequestEstimates1796500000000 } from '../migrations/1796500000000-request-estimates';
import { CleaningPause1796500000001 } from '../migrations/1796500000001-cleaning-pause';
import { ClientErrorReporters1796500000002 } from '../migrations/1796500000002-client-error-reporters';
import { PhotoHolders1796600000000 } from '../migrations/1796600000000-photo-holders';
import { MailAndAccountLinks1796700000000 } from '../migrations/1796700000000-mail-and-account-links';
import { AccountSettings1796800000000 } from '../migrations/1796800000000-account-settings';
import { Notifications1796900000000 } from '../migrations/1796900000000-notifications';
import { MailRecipientIndex1797000000000 } from '../migrations/1797000000000-mail-recipient-index';
import { Quotes1797100000000 } from '../migrations/1797100000000-quotes';
import { Reports1797200000000 } from '../migrations/1797200000000-reports';
import { UserBlocks1797250000000 } from '../migrations/1797250000000-user-blocks';
import { Moderation1797400000000 } from '../migrations/1797400000000-moderation';
import { Operators1797350000000 } from '../migrations/1797350000000-operators';
import { ReportDecisions1797450000000 } from '../migrations/1797450000000-report-decisions';
import { SessionChanges1797500000000 } from '../migrations/1797500000000-session-changes';
import { DeletedAccounts1797300000000 } from '../migrations/1797300000000-deleted-accounts';
import { Quote } from '../quotes/quote.entity';
import { NotificationSettingsRow } from '../notifications/notification-settings.entity';
import { AppSecret } from '../notifications/app-secret.entity';
import { PushPresence } from '../messages/push-presence.entity';
import { OutgoingMail } from '../mail/outgoing-mail.entity';
import { AccountLink } from '../auth/account-link.entity';
import { Report } from '../reports/report.entity';
import { UserBlock } from '../blocks/user-block.entity';
import { Operator } from '../operators/operator.entity';
import { AccountSuspension, HiddenItem, ModerationLogEntry } from '../moderation/moderation.entities';

export const ENTITIES = [
  User,
  Session,
  AccountLink,
  OutgoingMail,
  AuthThrottle,
  TrustedDevice,
  WorkerProfile,
  RenovationProject,
  ProjectContact,
  Quote,
  CleaningService,
  ChatMessage,
  Ad,
  Review,
  ProviderStats,
  ClientError,
  NotificationSettingsRow,
  PushPresence,
  AppSecret,
  Report,
  UserBlock,
  Operator,
  ModerationLogEntry,
  HiddenItem,
  AccountSuspension,
];
export const MIGRATIONS = [
  InitialSchema1763700000000,
  SeedAds1763700000100,
  AuthThrottle1763800000000,
  ChatPush1795418376002,
  DirectoryPaging1795419443575,
  WorkerSearchColumn1795471457147,
  DirectorySearchOrder1795540000000,
  OneCompanyName1795616000000,
  PlaceholderAdsOut1795700000000,
  CloseRequests1795700001000,
  ContactReveals1795800000000,
  LogosToMediaStore1795800100000,
  Reviews1795900000000,
  Photos1796100000000,
  ProviderStats1796200000000,
  ClientErrors1796300000000,
  UsernamesWithoutEmail1796400000000,
  RequestEstimates1796500000000,
  CleaningPause1796500000001,
  ClientErrorReporters1796500000002,
  PhotoHolders1796600000000,
  MailAndAccountLinks1796700000000,
  AccountSettings1796800000000,
  Notifications1796900000000,
  MailRecipientIndex1797000000000,
  Quotes1797100000000,
  Reports1797200000000,
  UserBlocks1797250000000,
  DeletedAccounts1797300000000,
  Moderation1797400000000,
  Operators1797350000000,
  ReportDecisions1797450000000,
  SessionChanges1797500000000,
];
