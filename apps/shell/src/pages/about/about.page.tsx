import { ABOUT_TEXTS } from '@reformas/i18n-es';

export function AboutPage() {
  return (
    <div className="container page narrow">
      <h1>{ABOUT_TEXTS.title}</h1>
      <p>{ABOUT_TEXTS.intro}</p>
      <h2>{ABOUT_TEXTS.missionTitle}</h2>
      <p>{ABOUT_TEXTS.mission}</p>
      <h2>{ABOUT_TEXTS.valuesTitle}</h2>
      <ul>
        {ABOUT_TEXTS.values.map((v) => (
          <li key={v}>{v}</li>
        ))}
      </ul>
    </div>
  );
}
