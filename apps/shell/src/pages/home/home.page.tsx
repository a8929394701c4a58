import type { ReactNode } from 'react';
import { Link, signInPath, useAuthStore } from '@reformas/web-core';
import { HOME_TEXTS, UI_ERRORS } from '@reformas/i18n-es';
import { RENOVATION_TYPES } from '@reformas/shared-types/options';
import { ProjectCard, ProjectCardSkeleton } from '@reformas/web-core/ui';
import { useRecentProjects } from '../../hooks/use-recent-projects';

const HOME_CATEGORIES = RENOVATION_TYPES.slice(0, 9);
const SKELETONS = [0, 1, 2, 3];

export function HomePage() {
  return (
    <>
      <Hero />
      <Categories />
      <RecentProjects />
      <CleaningPromo />
      <HowItWorks />
    </>
  );
}

function Hero() {
  return (
    <section className="hero">
      <div className="container hero-inner">
        <h1>{HOME_TEXTS.heroTitle}</h1>
        <p>{HOME_TEXTS.heroSubtitle}</p>
        <a className="btn btn-primary btn-large" href="#proyectos-recientes">
          {HOME_TEXTS.heroCta}
        </a>
      </div>
    </section>
  );
}

/** A section of the home in the page's width, named by its heading. */
function HomeSection({
  id,
  titleId,
  title,
  className = '',
  children,
}: {
  id?: string;
  titleId: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className={`section container ${className}`.trim()} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}

function Categories() {
  return (
    <HomeSection titleId="categorias" title={HOME_TEXTS.categoriesTitle}>
      <ul className="category-grid">
        {HOME_CATEGORIES.map((c) => (
          <li key={c.value}>
            <Link to={`/projects?type=${c.value}`} className="category-link">
              <span className="category-dot" data-category={c.value} />
              {c.label}
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

function RecentProjects() {
  const { data, isPending, isError } = useRecentProjects();
  return (
    <HomeSection
      id="proyectos-recientes"
      className="recent"
      titleId="recientes"
      title={HOME_TEXTS.recentTitle}
    >
      {isPending ? (
        <div className="project-grid" aria-busy="true">
          {SKELETONS.map((i) => (
            <ProjectCardSkeleton key={i} withButton />
          ))}
        </div>
      ) : isError ? (
        <p className="error-text" role="alert">
          {UI_ERRORS.projectsLoad}
        </p>
      ) : data.length === 0 ? (
        <div className="empty-state">
          <h3>{HOME_TEXTS.emptyTitle}</h3>
          <p>{HOME_TEXTS.emptyBody}</p>
          <Link className="btn btn-primary" to="/create-post">
            {HOME_TEXTS.addProject}
          </Link>
        </div>
      ) : (
        <>
          <div className="project-grid">
            {data.map((p) => (
              // 'Ver más': the request's own page, masked for a visitor as here (docs/product.md, "Home").
              <ProjectCard key={p.id} project={p} headingLevel="h3">
                <Link className="btn btn-outline" to={`/projects/${p.id}`}>
                  {HOME_TEXTS.seeMore}
                </Link>
              </ProjectCard>
            ))}
          </div>
          <BoardLink className="btn btn-outline">{HOME_TEXTS.seeAll}</BoardLink>
        </>
      )}
    </HomeSection>
  );
}

function CleaningPromo() {
  const signedIn = useAuthStore((s) => s.user !== null);
  return (
    <section className="promo" aria-labelledby="limpieza">
      <div className="container promo-inner">
        <h2 id="limpieza">{HOME_TEXTS.cleaningTitle}</h2>
        <p>{HOME_TEXTS.cleaningBody}</p>
        <div className="actions">
          <Link className="btn btn-light" to="/cleaning">
            {HOME_TEXTS.cleaningBrowse}
          </Link>
          <Link
            className="btn btn-ghost-light"
            to={signedIn ? '/create-cleaning' : signInPath('cleaning', '/create-cleaning')}
          >
            {HOME_TEXTS.cleaningPublish}
          </Link>
        </div>
      </div>
    </section>
  );
}

function HowItWorks() {
  return (
    <HomeSection titleId="como-funciona" title={HOME_TEXTS.howTitle}>
      <ol className="steps">
        {HOME_TEXTS.howSteps.map((s, i) => (
          <li key={s.title} className="card step">
            <span className="step-number" aria-hidden="true">
              {i + 1}
            </span>
            <h3>{s.title}</h3>
            <p>{s.body}</p>
          </li>
        ))}
      </ol>
      <BoardLink className="btn btn-primary btn-large">{HOME_TEXTS.howCta}</BoardLink>
    </HomeSection>
  );
}

/** A section's way on to the board of requests (/projects), centred below it. */
function BoardLink({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div className="center">
      <Link className={className} to="/projects">
        {children}
      </Link>
    </div>
  );
}
