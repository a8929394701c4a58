import { Alert } from 'antd';
import type { Publication, UserType } from '@reformas/shared-types/options';
import { PUBLISH_TEXTS } from '@reformas/i18n-es';
import { LinkButton } from './link-button';

/**
 * Where each user type publishes what is theirs (PUBLISHER_OF in shared-types): a client a request, a professional
 * their worker profile, a cleaner their cleaning service.
 */
const PUBLISH_PATH_OF: Record<UserType, string> = {
  client: '/create-post',
  professional: '/worker-view?tab=perfil',
  cleaning: '/create-cleaning',
};

/**
 * In place of a publish form the signed-in user's type may not use (the API would answer 403): what the page is
 * for, what their account can do instead, and a link there.
 */
export function PublishNotAllowed({ what, userType }: { what: Publication; userType: UserType }) {
  return (
    <Alert
      className="publish-not-allowed"
      type="info"
      showIcon
      title={PUBLISH_TEXTS.notForYou[what]}
      description={
        <>
          <p>{PUBLISH_TEXTS.yourAccount[userType]}</p>
          <LinkButton primary to={PUBLISH_PATH_OF[userType]}>
            {PUBLISH_TEXTS.instead[userType]}
          </LinkButton>
        </>
      }
    />
  );
}
