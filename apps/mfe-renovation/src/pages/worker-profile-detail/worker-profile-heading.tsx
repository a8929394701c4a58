import type { WorkerProfile } from '@reformas/shared-types';
import { WorkerLogo } from '../../components/worker-logo';
import { companyOf } from '../../components/worker-names';
import { EmailVerifiedMark } from '@reformas/web-core/ui';

/**
 * The top of a professional's page: logo, company (the page's heading, its largest element on a phone) and
 * username, with 'Correo verificado' in its row for a confirmed address.
 */
export function WorkerProfileHeading({ profile }: { profile: WorkerProfile }) {
  const company = companyOf(profile);
  return (
    <div className="worker-heading">
      <WorkerLogo logoUrl={profile.logoUrl} company={company} size="page" />
      <div>
        <h1 id="profile-title">{company}</h1>
        <p className="username">
          @{profile.username}
          <EmailVerifiedMark emailVerified={profile.emailVerified} />
        </p>
      </div>
    </div>
  );
}
