import { useTypedValue } from '@reformas/web-core';
import { FilterForm, InputField, SelectField } from './form-fields';

export type CityTypeFiltersProps = {
  /** The controls' ids: `<id>-city` and `<id>-type`. */
  id: string;
  /** The screen's wording (RENOVATION_TEXTS.projects, CLEANING_TEXTS.cleaning). */
  texts: { cityLabel: string; cityPlaceholder: string; typeLabel: string; search: string; reset: string };
  typeOptions: readonly { value: string; label: string }[];
  /** The type's select before the city's box (the board); the city's box first otherwise. */
  typeFirst?: boolean;
  city: string;
  type: string;
  /** A filter is set: 'Restablecer' is enabled. */
  filtered: boolean;
  /** Called when typing pauses or on 'Buscar'; keep it stable (useCallback), as useTypedValue's commit. */
  onCity?: (city: string) => void;
  onType?: (type: string) => void;
  onReset?: () => void;
};

const ignore = () => undefined;

/**
 * A directory's filter form (board.css's board-filters): a city box that answers at once and commits when typing
 * pauses or on 'Buscar', a type select, and 'Restablecer'. The page passes its URL's filters and its handlers; its
 * frame, without handlers and with the defaults, draws the same form before the page arrives.
 */
export function CityTypeFilters({
  id,
  texts,
  typeOptions,
  typeFirst = false,
  city,
  type,
  filtered,
  onCity = ignore,
  onType,
  onReset,
}: CityTypeFiltersProps) {
  const [cityInput, setCityInput] = useTypedValue(city, onCity);
  const cityField = (
    <InputField
      id={`${id}-city`}
      label={texts.cityLabel}
      type="search"
      value={cityInput}
      placeholder={texts.cityPlaceholder}
      onChange={(e) => setCityInput(e.target.value)}
    />
  );
  const typeField = (
    <SelectField
      id={`${id}-type`}
      label={texts.typeLabel}
      options={typeOptions}
      value={type}
      onChange={(e) => onType?.(e.target.value)}
    />
  );
  return (
    <FilterForm onSubmit={() => onCity(cityInput)}>
      {typeFirst ? typeField : cityField}
      {typeFirst ? cityField : typeField}
      <button type="submit" className="rv-button primary">
        {texts.search}
      </button>
      <button
        type="button"
        className="rv-button"
        onClick={() => {
          // A committed city leaves the box when the URL is reset; one only typed is cleared here (clearing both
          // would let the box's pending commit write the old filters back after the reset).
          if (city === '') setCityInput('');
          onReset?.();
        }}
        disabled={!filtered && cityInput === ''}
      >
        {texts.reset}
      </button>
    </FilterForm>
  );
}
