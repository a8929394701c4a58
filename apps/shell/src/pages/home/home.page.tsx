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

function Categories() {
  return (
    <section className="section container" aria-labelledby="categorias">
      <h2 id="categorias">{HOME_TEXTS.categoriesTitle}</h2>
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
    </section>
  );
}

function RecentProjects() {
  const { data, isPending, isError } = useRecentProjects();
  return (
    <section id="proyectos-recientes" className="section container recent" aria-labelledby="recientes">
      <h2 id="recientes">{HOME_TEXTS.recentTitle}</h2>
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
          <div className="center">
            <Link className="btn btn-outline" to="/projects">
              {HOME_TEXTS.seeAll}
            </Link>
          </div>
        </>
      )}
    </section>
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
    <section className="section container" aria-labelledby="como-funciona">
      <h2 id="como-funciona">{HOME_TEXTS.howTitle}</h2>
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
      <div className="center">
        <Link className="btn btn-primary btn-large" to="/projects">
          {HOME_TEXTS.howCta}
        </Link>
      </div>
    </section>
  );
}
