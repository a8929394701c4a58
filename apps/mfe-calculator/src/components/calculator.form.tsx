import { useId, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from '@reformas/web-core';
// Plain elements instead of antd Card/Typography: those pull in Tabs, Tooltip and more (about 39 kB gzip).
import { Button, Checkbox, InputNumber, Radio, Slider } from 'antd';
import { CALCULATOR_TEXTS as T, formatEuros } from '@reformas/i18n-es';
import {
  AIR_CONDITIONING,
  BOUNDS,
  DRYWALL_TYPES,
  FLOOR_TYPES,
  UNIT_PRICES,
  WALL_FINISHES,
  type AirConditioning,
  type DrywallType,
  type FloorType,
  type WallFinish,
} from '../pricing/calculator-options';
import {
  DEFAULT_INPUT,
  estimate,
  nextAirConditioning,
  toBoundedInteger,
  type CalculatorInput,
} from '../pricing/calculator-pricing';
import { CALCULATOR_HANDOFF_KEY, toHandoff } from './calculator-handoff';
import '../calculator.css';

const perM2 = (price: number) => (price > 0 ? ` (${price} €/m²)` : '');
const wallOptions = WALL_FINISHES.map((o) => ({ value: o.value, label: `${o.label}${perM2(o.pricePerM2)}` }));
const floorOptions = FLOOR_TYPES.map((o) => ({ value: o.value, label: `${o.label}${perM2(o.pricePerM2)}` }));
const airOptions = AIR_CONDITIONING.map((o) => ({
  value: o.value,
  label:
    o.value === 'ducts'
      ? `${o.label} (${o.price} € + ${UNIT_PRICES.ductPerMetre} €/m)`
      : o.price > 0
        ? `${o.label} (${formatEuros(o.price)})`
        : o.label,
}));
const drywallOptions = DRYWALL_TYPES.map((o) => ({
  value: o.value,
  label: `${o.label}${perM2(o.pricePerM2)}`,
}));

type CountField = 'doors' | 'windows' | 'plumbingPoints';

function Field({ legend, children, note }: { legend: string; children: ReactNode; note?: string }) {
  return (
    <fieldset className="mfe-calculator__field">
      <legend>{legend}</legend>
      {children}
      {note ? <p className="mfe-calculator__muted mfe-calculator__note">{note}</p> : null}
    </fieldset>
  );
}

/** The estimative budget calculator: every input of SPEC 2/5 and the live total. */
export function Calculator() {
  const navigate = useNavigate();
  const id = useId();
  const [input, setInput] = useState<CalculatorInput>(DEFAULT_INPUT);
  const result = useMemo(() => estimate(input), [input]);
  const set = (change: Partial<CalculatorInput>) => setInput((current) => ({ ...current, ...change }));
  const setCount = (field: CountField, value: number | null) =>
    set({ [field]: toBoundedInteger(value, BOUNDS[field]) });
  const hasDucts = input.airConditioning.includes('ducts');

  const counter = (field: CountField, label: string, price: number) => (
    <div>
      <label htmlFor={`${id}-${field}`} className="mfe-calculator__label">
        {label} ({formatEuros(price)} / ud.)
      </label>
      <InputNumber
        id={`${id}-${field}`}
        min={BOUNDS[field].min}
        max={BOUNDS[field].max}
        precision={0}
        value={input[field]}
        onChange={(value) => setCount(field, value)}
        className="mfe-calculator__number"
      />
    </div>
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
                <Slider
                  min={BOUNDS.area.min}
                  max={BOUNDS.area.max}
                  step={1}
                  value={input.area}
                  onChange={(value) => set({ area: toBoundedInteger(value, BOUNDS.area, BOUNDS.area.min) })}
                  ariaLabelForHandle={T.areaSlider}
                />
                <InputNumber
                  id={`${id}-area`}
                  min={BOUNDS.area.min}
                  max={BOUNDS.area.max}
                  step={1}
                  precision={0}
                  value={input.area}
                  onChange={(value) => set({ area: toBoundedInteger(value, BOUNDS.area, BOUNDS.area.min) })}
                  suffix="m²"
                  className="mfe-calculator__number"
                />
              </div>
            </div>

            <Field legend={T.walls}>
              <Radio.Group
                options={wallOptions}
                value={input.wallFinish}
                onChange={(event) => set({ wallFinish: event.target.value as WallFinish })}
              />
            </Field>

            <Field legend={T.airConditioning}>
              <Checkbox.Group
                options={airOptions}
                value={input.airConditioning}
                onChange={(values) =>
                  set({
                    airConditioning: nextAirConditioning(input.airConditioning, values as AirConditioning[]),
                  })
                }
              />
              {hasDucts ? (
                <div className="mfe-calculator__ducts">
                  <label htmlFor={`${id}-ducts`}>{T.ductMetres}</label>
                  <InputNumber
                    id={`${id}-ducts`}
                    min={BOUNDS.ductMetres.min}
                    max={BOUNDS.ductMetres.max}
                    precision={0}
                    value={input.ductMetres}
                    onChange={(value) =>
                      set({ ductMetres: toBoundedInteger(value, BOUNDS.ductMetres, BOUNDS.ductMetres.min) })
                    }
                    suffix="m"
                    className="mfe-calculator__number"
                  />
                </div>
              ) : null}
            </Field>

            <Field legend={T.floor}>
              <Radio.Group
                options={floorOptions}
                value={input.floor}
                onChange={(event) => set({ floor: event.target.value as FloorType })}
              />
            </Field>

            <div className="mfe-calculator__counts">
              {counter('doors', T.doors, UNIT_PRICES.door)}
              {counter('windows', T.windows, UNIT_PRICES.window)}
              {counter('plumbingPoints', T.plumbing, UNIT_PRICES.plumbingPoint)}
            </div>

            <Field legend={T.electrical}>
              <span>
                {formatEuros(UNIT_PRICES.electricalPerM2 * input.area)} —{' '}
                {T.electricalNote(formatEuros(UNIT_PRICES.electricalPerM2))}
              </span>
            </Field>

            <Field legend={T.drywall} note={T.surfaceRule(formatEuros(UNIT_PRICES.insulationPerM2))}>
              <Checkbox.Group
                options={drywallOptions}
                value={input.drywall}
                onChange={(values) => set({ drywall: values as DrywallType[] })}
              />
            </Field>

            <Field legend={T.insulation}>
              <Checkbox
                checked={input.insulation}
                onChange={(event) => set({ insulation: event.target.checked })}
              >
                {T.insulationOption(formatEuros(UNIT_PRICES.insulationPerM2))}
              </Checkbox>
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
            <Button
              type="primary"
              size="large"
              block
              onClick={() =>
                navigate('/create-post', { state: { [CALCULATOR_HANDOFF_KEY]: toHandoff(result) } })
              }
            >
              {T.requestDetailed}
            </Button>
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
