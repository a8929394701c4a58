import { RENOVATION_TYPES, TIMELINES, withAllOption } from '@reformas/shared-types/options';
import { RENOVATION_TEXTS } from '@reformas/i18n-es';
import { FilterForm, InputField, SelectField } from '@reformas/web-core/ui';
import type { DashboardState } from './use-dashboard-filters';

const T = RENOVATION_TEXTS.workerView;
const TYPE_OPTIONS = withAllOption(T.allCategories, RENOVATION_TYPES);
const TIMELINE_OPTIONS = withAllOption(T.anyDate, TIMELINES);
// The form's two choices, in its order: the type of work and when it starts.
const SELECTS = [
  { name: 'type', idSuffix: 'type', label: T.type, options: TYPE_OPTIONS },
  { name: 'timeline', idSuffix: 'start', label: T.start, options: TIMELINE_OPTIONS },
] as const;

/** What the form holds until 'Filtrar' applies it. */
export type DashboardDraft = Pick<DashboardState, 'postalCode' | 'type' | 'timeline'>;

/**
 * The projects tab's filters: postal code, type and start, applied together by 'Filtrar'. The tab passes its draft
 * and handlers; the frame of /worker-view (worker-view.frame.tsx), without handlers and with the defaults, draws
 * the same form before the page arrives.
 */
export function DashboardFilters({
  id,
  draft,
  onChange,
  onSubmit,
}: {
  /** The controls' ids: `<id>-cp`, `<id>-type` and `<id>-start`. */
  id: string;
  draft: DashboardDraft;
  onChange?: (draft: DashboardDraft) => void;
  onSubmit?: () => void;
}) {
  return (
    <FilterForm onSubmit={onSubmit}>
      <InputField
        id={`${id}-cp`}
        label={T.postalCode}
        value={draft.postalCode}
        inputMode="numeric"
        maxLength={5}
        placeholder={T.postalCodePlaceholder}
        onChange={(e) => onChange?.({ ...draft, postalCode: e.target.value.replace(/\D/g, '') })}
      />
      {SELECTS.map(({ name, idSuffix, label, options }) => (
        <SelectField
          key={name}
          id={`${id}-${idSuffix}`}
          label={label}
          options={options}
          value={draft[name]}
          onChange={(e) => onChange?.({ ...draft, [name]: e.target.value })}
        />
      ))}
      <button type="submit" className="rv-button primary">
        {T.filter}
      </button>
    </FilterForm>
  );
}
