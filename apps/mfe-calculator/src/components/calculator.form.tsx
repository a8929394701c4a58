import { useId, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from '@reformas/web-core';
// Native controls, no antd: its slider, number inputs, radios and checkboxes were 99 kB gzip of the 270 kB that
// /calculator and /services fetched (Lighthouse on a phone below 90, BENCHMARKS.md).
import { CALCULATOR_TEXTS as T, formatEuros } from '@reformas/i18n-es';
import * as PRICES from '../pricing/calculator-options';
import {
  DEFAULT_INPUT,
  estimate,
  nextAirConditioning,
  toBoundedInteger,
  type CalculatorInput,
} from '../pricing/calculator-pricing';
import { CALCULATOR_HANDOFF_KEY, keepHandoff } from './calculator-handoff';
import '../calculator.css';

/** Options priced by the square metre, labelled with their price: 'Parquet (65 €/m²)', 'Ninguno'. */
const withPricePerM2 = <V extends string>(
  options: readonly { value: V; label: string; pricePerM2: number }[],
) =>
  options.map((o) => ({
    value: o.value,
    label: o.pricePerM2 > 0 ? `${o.label} (${o.pricePerM2} €/m²)` : o.label,
  }));
const wallOptions = withPricePerM2(PRICES.WALL_FINISHES);
const floorOptions = withPricePerM2(PRICES.FLOOR_TYPES);
const airOptions = PRICES.AIR_CONDITIONING.map((o) => ({
  value: o.value,
  label:
    o.value === 'ducts'
      ? `${o.label} (${o.price} € + ${PRICES.UNIT_PRICES.ductPerMetre} €/m)`
      : o.price > 0
        ? `${o.label} (${formatEuros(o.price)})`
        : o.label,
}));
const drywallOptions = withPricePerM2(PRICES.DRYWALL_TYPES);

type CountField = 'doors' | 'windows' | 'plumbingPoints';
type ChoiceField = 'wallFinish' | 'floor';
type Range = { min: number; max: number };
type Option<V extends string> = { value: V; label: string };

/**
 * A whole number within `range`. The estimate follows every keystroke (with the value brought within bounds);
 * what is typed stays as typed until the field is left, then shows the value used.
 */
function NumberField({
  id,
  value,
  range,
  fallback,
  suffix,
  onChange,
}: {
  id: string;
  value: number;
  range: Range;
  fallback?: number;
  suffix?: string;
  onChange: (value: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <span className="mfe-calculator__number">
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={range.min}
        max={range.max}
        step={1}
        value={draft ?? String(value)}
        onChange={(event) => {
          setDraft(event.target.value);
          onChange(toBoundedInteger(event.target.value, range, fallback));
        }}
        onBlur={() => setDraft(null)}
      />
      {suffix ? <span aria-hidden="true">{suffix}</span> : null}
    </span>
  );
}

/** One choice among options (a fieldset's radios). */
function RadioChoices<V extends string>({
  name,
  options,
  value,
  onChange,
}: {
  name: string;
  options: Option<V>[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <div className="mfe-calculator__choices">
      {options.map((option) => (
        <label key={option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}

/** Any number of options (a fieldset's checkboxes), in the options' order. */
function CheckboxChoices<V extends string>({
  options,
  value,
  onChange,
}: {
  options: Option<V>[];
  value: V[];
  onChange: (value: V[]) => void;
}) {
  const toggle = (option: V, checked: boolean) =>
    onChange(options.map((o) => o.value).filter((v) => (v === option ? checked : value.includes(v))));
  return (
    <div className="mfe-calculator__choices">
      {options.map((option) => (
        <label key={option.value}>
          <input
            type="checkbox"
            value={option.value}
            checked={value.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}

function Field({ legend, children, note }: { legend: string; children: ReactNode; note?: string }) {
  return (
    <fieldset className="mfe-calculator__field">
      <legend>{legend}</legend>
      {children}
      {note ? <p className="mfe-calculator__muted mfe-calculator__note">{note}</p> : null}
    </fieldset>
  );
}

/** The estimative budget calculator: every input (docs/product.md, "Calculator") and the live total. */
export function Calculator() {
  const navigate = useNavigate();
  const id = useId();
  const [input, setInput] = useState<CalculatorInput>(DEFAULT_INPUT);
  const result = useMemo(() => estimate(input), [input]);
  const set = (change: Partial<CalculatorInput>) => setInput((current) => ({ ...current, ...change }));
  const hasDucts = input.airConditioning.includes('ducts');
  const setArea = (value: unknown) =>
    set({ area: toBoundedInteger(value, PRICES.BOUNDS.area, PRICES.BOUNDS.area.min) });

  const counter = (field: CountField, label: string, price: number) => (
    <div>
      <label htmlFor={`${id}-${field}`} className="mfe-calculator__label">
        {label} ({formatEuros(price)} / ud.)
      </label>
      <NumberField
        id={`${id}-${field}`}
        range={PRICES.BOUNDS[field]}
        value={input[field]}
        onChange={(value) => set({ [field]: value })}
      />
    </div>
  );

  const choice = <K extends ChoiceField>(field: K, legend: string, options: Option<CalculatorInput[K]>[]) => (
    <Field legend={legend}>
      <RadioChoices
        name={`${id}-${field}`}
        options={options}
        value={input[field]}
        onChange={(value) => set({ [field]: value })}
      />
    </Field>
  );

  return (
    <div className="mfe-calculator">
      <div className="mfe-calculator__grid">
        <div className="mfe-calculator__card">
          <div className="mfe-calculator__fields">
            <div>
              <label htmlFor={`${id}-area`} className="mfe-calculator__label">
                {T.area}
              </label>
              <div className="mfe-calculator__area">
                <input
                  type="range"
                  className="mfe-calculator__slider"
                  min={PRICES.BOUNDS.area.min}
                  max={PRICES.BOUNDS.area.max}
                  step={1}
                  value={input.area}
                  onChange={(event) => setArea(event.target.value)}
                  aria-label={T.areaSlider}
                />
                <NumberField
                  id={`${id}-area`}
                  range={PRICES.BOUNDS.area}
                  fallback={PRICES.BOUNDS.area.min}
                  value={input.area}
                  onChange={(area) => set({ area })}
                  suffix="m²"
                />
              </div>
            </div>

            {choice('wallFinish', T.walls, wallOptions)}

            <Field legend={T.airConditioning}>
              <CheckboxChoices
                options={airOptions}
                value={input.airConditioning}
                onChange={(values) =>
                  set({ airConditioning: nextAirConditioning(input.airConditioning, values) })
                }
              />
              {hasDucts ? (
                <div className="mfe-calculator__ducts">
                  <label htmlFor={`${id}-ducts`}>{T.ductMetres}</label>
                  <NumberField
                    id={`${id}-ducts`}
                    range={PRICES.BOUNDS.ductMetres}
                    fallback={PRICES.BOUNDS.ductMetres.min}
                    value={input.ductMetres}
                    onChange={(ductMetres) => set({ ductMetres })}
                    suffix="m"
                  />
                </div>
              ) : null}
            </Field>

            {choice('floor', T.floor, floorOptions)}

            <div className="mfe-calculator__counts">
              {counter('doors', T.doors, PRICES.UNIT_PRICES.door)}
              {counter('windows', T.windows, PRICES.UNIT_PRICES.window)}
              {counter('plumbingPoints', T.plumbing, PRICES.UNIT_PRICES.plumbingPoint)}
            </div>

            <Field legend={T.electrical}>
              <span>
                {formatEuros(PRICES.UNIT_PRICES.electricalPerM2 * input.area)} —{' '}
                {T.electricalNote(formatEuros(PRICES.UNIT_PRICES.electricalPerM2))}
              </span>
            </Field>

            <Field legend={T.drywall} note={T.surfaceRule(formatEuros(PRICES.UNIT_PRICES.insulationPerM2))}>
              <CheckboxChoices
                options={drywallOptions}
                value={input.drywall}
                onChange={(drywall) => set({ drywall })}
              />
            </Field>

            <Field legend={T.insulation}>
              <label className="mfe-calculator__choice">
                <input
                  type="checkbox"
                  checked={input.insulation}
                  onChange={(event) => set({ insulation: event.target.checked })}
                />
                {T.insulationOption(formatEuros(PRICES.UNIT_PRICES.insulationPerM2))}
              </label>
            </Field>
          </div>
        </div>

        <div className="mfe-calculator__card mfe-calculator__summary">
          <section aria-labelledby={`${id}-total-title`}>
            <h2 id={`${id}-total-title`}>{T.totalTitle}</h2>
            <p data-testid="calculator-total" aria-live="polite" className="mfe-calculator__total">
              {formatEuros(result.total)}
            </p>
            <p className="mfe-calculator__muted">{T.nonBinding}</p>
            <h3>{T.breakdown}</h3>
            <ul className="mfe-calculator__lines">
              {result.lines.map((line) => (
                <li key={line.key}>
                  <span>{line.label}</span>
                  <span className="mfe-calculator__amount">{formatEuros(line.amount)}</span>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="mfe-calculator__request"
              onClick={() =>
                navigate('/create-post', { state: { [CALCULATOR_HANDOFF_KEY]: keepHandoff(result) } })
              }
            >
              {T.requestDetailed}
            </button>
          </section>
        </div>
      </div>
      {/* Small screens: the total stays in sight while the form scrolls (the summary card is far below). */}
      <div className="mfe-calculator__bar" aria-hidden="true">
        <span>{T.totalTitle}</span>
        <strong>{formatEuros(result.total)}</strong>
      </div>
    </div>
  );
}
