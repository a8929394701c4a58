import { useId, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from '@reformas/web-core';
// Plain elements instead of antd Card/Typography: those pull in Tabs, Tooltip and more (about 39 kB gzip).
import { Button, Checkbox, InputNumber, Radio, Slider } from 'antd';
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

const perM2 = (price: number) => (price > 0 ? ` (${price} €/m²)` : '');
const wallOptions = PRICES.WALL_FINISHES.map((o) => ({
  value: o.value,
  label: `${o.label}${perM2(o.pricePerM2)}`,
}));
const floorOptions = PRICES.FLOOR_TYPES.map((o) => ({
  value: o.value,
  label: `${o.label}${perM2(o.pricePerM2)}`,
}));
const airOptions = PRICES.AIR_CONDITIONING.map((o) => ({
  value: o.value,
  label:
    o.value === 'ducts'
      ? `${o.label} (${o.price} € + ${PRICES.UNIT_PRICES.ductPerMetre} €/m)`
      : o.price > 0
        ? `${o.label} (${formatEuros(o.price)})`
        : o.label,
}));
const drywallOptions = PRICES.DRYWALL_TYPES.map((o) => ({
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

/** The estimative budget calculator: every input (docs/product.md, "Calculator") and the live total. */
export function Calculator() {
  const navigate = useNavigate();
  const id = useId();
  const [input, setInput] = useState<CalculatorInput>(DEFAULT_INPUT);
  const result = useMemo(() => estimate(input), [input]);
  const set = (change: Partial<CalculatorInput>) => setInput((current) => ({ ...current, ...change }));
  const setCount = (field: CountField, value: number | null) =>
    set({ [field]: toBoundedInteger(value, PRICES.BOUNDS[field]) });
  const hasDucts = input.airConditioning.includes('ducts');

  const counter = (field: CountField, label: string, price: number) => (
    <div>
      <label htmlFor={`${id}-${field}`} className="mfe-calculator__label">
        {label} ({formatEuros(price)} / ud.)
      </label>
      <InputNumber
        id={`${id}-${field}`}
        min={PRICES.BOUNDS[field].min}
        max={PRICES.BOUNDS[field].max}
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
                  min={PRICES.BOUNDS.area.min}
                  max={PRICES.BOUNDS.area.max}
                  step={1}
                  value={input.area}
                  onChange={(value) =>
                    set({ area: toBoundedInteger(value, PRICES.BOUNDS.area, PRICES.BOUNDS.area.min) })
                  }
                  ariaLabelForHandle={T.areaSlider}
                />
                <InputNumber
                  id={`${id}-area`}
                  min={PRICES.BOUNDS.area.min}
                  max={PRICES.BOUNDS.area.max}
                  step={1}
                  precision={0}
                  value={input.area}
                  onChange={(value) =>
                    set({ area: toBoundedInteger(value, PRICES.BOUNDS.area, PRICES.BOUNDS.area.min) })
                  }
                  suffix="m²"
                  className="mfe-calculator__number"
                />
              </div>
            </div>

            <Field legend={T.walls}>
              <Radio.Group
                options={wallOptions}
                value={input.wallFinish}
                onChange={(event) => set({ wallFinish: event.target.value as CalculatorInput['wallFinish'] })}
              />
            </Field>

            <Field legend={T.airConditioning}>
              <Checkbox.Group
                options={airOptions}
                value={input.airConditioning}
                onChange={(values) =>
                  set({
                    airConditioning: nextAirConditioning(
                      input.airConditioning,
                      values as CalculatorInput['airConditioning'],
                    ),
                  })
                }
              />
              {hasDucts ? (
                <div className="mfe-calculator__ducts">
                  <label htmlFor={`${id}-ducts`}>{T.ductMetres}</label>
                  <InputNumber
                    id={`${id}-ducts`}
                    min={PRICES.BOUNDS.ductMetres.min}
                    max={PRICES.BOUNDS.ductMetres.max}
                    precision={0}
                    value={input.ductMetres}
                    onChange={(value) =>
                      set({
                        ductMetres: toBoundedInteger(
                          value,
                          PRICES.BOUNDS.ductMetres,
                          PRICES.BOUNDS.ductMetres.min,
                        ),
                      })
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
                onChange={(event) => set({ floor: event.target.value as CalculatorInput['floor'] })}
              />
            </Field>

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
              <Checkbox.Group
                options={drywallOptions}
                value={input.drywall}
                onChange={(values) => set({ drywall: values as CalculatorInput['drywall'] })}
              />
            </Field>

            <Field legend={T.insulation}>
              <Checkbox
                checked={input.insulation}
                onChange={(event) => set({ insulation: event.target.checked })}
              >
                {T.insulationOption(formatEuros(PRICES.UNIT_PRICES.insulationPerM2))}
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
                navigate('/create-post', { state: { [CALCULATOR_HANDOFF_KEY]: keepHandoff(result) } })
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
