import type { ReactNode } from 'react';
import { Link } from '@reformas/web-core';
import { AntdProvider } from '@reformas/web-core/ui';
import { RENOVATION_TEXTS } from '@reformas/i18n-es';
import { RenovationScreen } from '../../components/renovation.screen';

const T = RENOVATION_TEXTS.createPost;

/** The page around the request form, new or edited: the way back to the client's area and the page's title. */
export function RequestFormScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <RenovationScreen>
      <AntdProvider>
        <div className="create-post">
          <Link to="/client-view">← {T.back}</Link>
          <h1>{title}</h1>
          {children}
        </div>
      </AntdProvider>
    </RenovationScreen>
  );
}
