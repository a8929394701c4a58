import { Link } from '@reformas/web-core';
import type { WorkerProfile } from '@reformas/shared-types';
import { parseServiceList } from '@reformas/shared-types/options';
import { CategoryBadge } from '@reformas/web-core/ui';
import { CardRating } from '@reformas/web-core/reviews';
import { RENOVATION_TEXTS } from '@reformas/i18n-es';
import { WorkerLogo } from '../../components/worker-logo';

const T = RENOVATION_TEXTS.workerProfiles;

/** A professional in the directory: the public fields the API sends, description kept to 3 lines. */
export function WorkerCard({ profile }: { profile: WorkerProfile }) {
  const company = profile.companyName?.trim() || T.independent;
  const titleId = `worker-${profile.id}`;
  const place = [profile.city, profile.postalCode].filter(Boolean).join(', ');
  return (
    <article className="board-card worker-card" aria-labelledby={titleId}>
      <div className="worker-heading">
        <WorkerLogo logoUrl={profile.logoUrl} company={company} size="card" />
        <div>
          <h2 id={titleId} className="board-card-title">
            {company}
          </h2>
          <p className="username">@{profile.username}</p>
        </div>
      </div>
      {place ? <p className="place">{place}</p> : null}
      <CardRating {...profile} />
      <ul className="badge-list" aria-label={RENOVATION_TEXTS.workerProfileDetail.services}>
        {parseServiceList(profile.services).map((service) => (
          <li key={service}>
            <CategoryBadge category={service} />
          </li>
        ))}
      </ul>
      <p className="place">{T.experience(profile.experience)}</p>
      {profile.description ? <p className="about">{profile.description}</p> : null}
      <div className="actions">
        <Link className="rv-button" to={`/worker-profiles/${profile.id}`}>
          {T.seeProfile}
          <span className="visually-hidden"> de {company}</span>
        </Link>
        <Link className="rv-button primary" to={`/chat/${profile.userId}`}>
          {T.contact}
          <span className="visually-hidden"> con {company}</span>
        </Link>
      </div>
    </article>
  );
}
