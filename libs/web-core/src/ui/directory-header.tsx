import type { ReactNode } from 'react';
import { ALL_OPTION } from '@reformas/shared-types/options';
import { CityTypeFilters, type CityTypeFiltersProps } from './city-type-filters';
import { PageHeading } from './page-heading';
import { SignedInLinkButton, type AccessPrompt } from './use-access-prompt';

/** What a directory's page and its frame both say: the title's id, the filters' words and types, the publish button. */
export type DirectoryHeading = Pick<CityTypeFiltersProps, 'texts' | 'typeOptions' | 'typeFirst'> & {
  titleId: string;
  publish: { to: string; label: string; prompt: AccessPrompt };
};

export type DirectoryHeaderProps = DirectoryHeading &
  Omit<CityTypeFiltersProps, keyof DirectoryHeading> & {
    title: ReactNode;
    /** The page's useAccessPrompt().ask, for a visitor's 'publish'. */
    ask: (prompt: AccessPrompt) => void;
  };

/**
 * The top of a directory (the board, the cleaning services): its title with the publish button, then its filter
 * form. The page passes its URL's filters (useCityTypeFilters); its frame draws the same with the defaults.
 */
export function DirectoryHeader({ title, titleId, publish, ask, ...filters }: DirectoryHeaderProps) {
  return (
    <>
      <PageHeading title={title} titleId={titleId}>
        <SignedInLinkButton {...publish} ask={ask} />
      </PageHeading>
      <CityTypeFilters {...filters} />
    </>
  );
}

const ignore = () => undefined;

/** The same in a prerendered frame: the filters at their defaults, nothing answers (the frame is inert). */
export function DirectoryHeaderFrame(props: DirectoryHeading & { id: string; title: ReactNode }) {
  return <DirectoryHeader {...props} ask={ignore} city="" type={ALL_OPTION} filtered={false} />;
}
