import { Link, useParams, ApiHttpError, routeIdOf, useAuthStore } from '@reformas/web-core';
import { parseServiceList } from '@reformas/shared-types/options';
import { PHOTO_TEXTS, RENOVATION_TEXTS, telHref, websiteHref } from '@reformas/i18n-es';
import { useWorkerProfile } from '../../api/worker-profile.query';
import { CategoryBadge, DetailTrail, ItemLoadAlert, PageSkeleton, PhotoGallery } from '@reformas/web-core/ui';
import { ReviewsSection } from '@reformas/web-core/reviews';
import { HiddenNotice, ReportButton } from '@reformas/web-core/reports';
import { RenovationScreen } from '../../components/renovation.screen';
import { companyOf } from '../../components/worker-names';
import { WorkerProfileHeading } from './worker-profile-heading';

const T = RENOVATION_TEXTS.workerProfileDetail;

/** /worker-profiles/:id, one professional (exposed as './WorkerProfileDetailPage'). */
export function WorkerProfileDetailPage() {
  const params = useParams();
  const id = routeIdOf(params.id);
  const profile = useWorkerProfile(id);
  const notFound = id === null || (profile.error instanceof ApiHttpError && profile.error.status === 404);
  const data = profile.data;
  const company = data ? companyOf(data) : '';
  // Their own page offers no 'Denunciar' (the API refuses a report of one's own profile).
  const viewerOwns = useAuthStore((s) => s.user?.id ?? null) === data?.userId;

  return (
    // No antd on the page (as on /projects/{id} and /cleaning/{id}): the reviews' forms bring theirs when opened.
    <RenovationScreen>
      <DetailTrail
        homeLabel={T.home}
        parent={{ to: '/worker-profiles', label: T.professionals }}
        current={data ? company : undefined}
        backLabel={T.back}
      />

      {!data ? <h1>{T.title}</h1> : null}
      <ItemLoadAlert notFound={notFound} failed={profile.isError} texts={T} />
      {notFound || profile.isError ? null : !data ? (
        // Its own key: the loaded page's first box is a new element, not this one moved (a layout shift).
        <PageSkeleton key="pending" />
      ) : (
        <div key="profile" className="profile-detail">
          <article aria-labelledby="profile-title">
            <WorkerProfileHeading profile={data} />
            <HiddenNotice reason={data.hiddenReason} />
            <section aria-labelledby="contact-info">
              <h2 id="contact-info">{T.contactInfo}</h2>
              <dl>
                <dt>Nombre</dt>
                <dd>{data.name}</dd>
                {data.city || data.postalCode ? (
                  <>
                    <dt>{T.location}</dt>
                    <dd>{[data.city, data.postalCode].filter(Boolean).join(', ')}</dd>
                  </>
                ) : null}
                {data.phone ? (
                  <>
                    <dt>{T.phone}</dt>
                    <dd>{data.phone}</dd>
                  </>
                ) : null}
                <WebsiteRow website={data.websiteUrl} />
                <dt>{T.experience}</dt>
                <dd>{RENOVATION_TEXTS.workerProfiles.experience(data.experience)}</dd>
              </dl>
            </section>
            <section aria-labelledby="services-title">
              <h2 id="services-title">{T.services}</h2>
              {/* Tags in a row, as on the directory's cards (board.css): no bullets. */}
              <ul className="badge-list">
                {parseServiceList(data.services).map((service) => (
                  <li key={service}>
                    <CategoryBadge category={service} />
                  </li>
                ))}
              </ul>
            </section>
            {data.description ? (
              <section aria-labelledby="about-title">
                <h2 id="about-title">{T.description}</h2>
                <p className="profile-about">{data.description}</p>
              </section>
            ) : null}
            <PhotoGallery
              photos={data.photos}
              title={PHOTO_TEXTS.workTitle}
              altOf={(n) => PHOTO_TEXTS.workPhotoAlt(n, company)}
            />
          </article>
          <aside className="contact-panel" aria-labelledby="contact-panel-title">
            <h2 id="contact-panel-title">{T.contactPanel}</h2>
            <Link className="rv-button primary" to={`/chat/${data.userId}`}>
              {T.sendMessage}
            </Link>
            <CallLink phone={data.phone} canCall={data.canCall} />
            {viewerOwns ? null : <ReportButton targetType="worker_profile" targetId={data.id} />}
          </aside>
        </div>
      )}
      {data ? <ReviewsSection providerId={data.userId} responseMinutes={data.responseMinutes} /> : null}
    </RenovationScreen>
  );
}

/** The website with https added when missing, opened in a new tab that cannot reach back to this page. */
function WebsiteRow({ website }: { website: string | null }) {
  const href = websiteHref(website);
  if (!href) return null;
  return (
    <>
      <dt>{T.website}</dt>
      <dd>
        <a href={href} target="_blank" rel="noopener noreferrer">
          {website}
        </a>
      </dd>
    </>
  );
}

/** A call link only when the API says this viewer may call (`canCall`). */
function CallLink({ phone, canCall }: { phone: string | null; canCall?: boolean }) {
  if (!canCall || !phone) return null;
  return (
    <a className="rv-button" href={telHref(phone)}>
      {T.call} {phone}
    </a>
  );
}

// The shell loads exposed modules with React.lazy, which reads the default export.
export default WorkerProfileDetailPage;
