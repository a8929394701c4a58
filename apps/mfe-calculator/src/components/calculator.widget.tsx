import { useId, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from '@reformas/web-core';
// Plain elements instead of antd Card/Typography: those pull in Tabs, Tooltip and more (about 39 kB gzip).
import { Button, Checkbox, InputNumber, Radio, Slider } from 'antd';
import { formatEuros } from '@reformas/i18n-es';
import { CALCULATOR_TEXTS as T } from '../calculator.texts';
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
} from '../pricing/calculator.options';
import {
  DEFAULT_INPUT,
  estimate,
  nextAirConditioning,
  toBoundedInteger,
  type CalculatorInput,
} from '../pricing/calculator.pricing';
import { CALCULATOR_HANDOFF_KEY, toHandoff } from './calculator.handoff';

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
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8, fontSize: 15 }}>{legend}</legend>
      {children}
      {note ? (
        <p className="mfe-calculator__muted" style={{ margin: '6px 0 0', fontSize: 13 }}>
          {note}
        </p>
      ) : null}
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
    set({ [field]: toBoundedInteger(value, BOUNDS[field]) });
  const hasDucts = input.airConditioning.includes('ducts');

  const counter = (field: CountField, label: string, price: number) => (
    <div>
      <label htmlFor={`${id}-${field}`} style={{ display: 'block', fontWeight: 600, marginBottom: 8 }}>
        {label} ({formatEuros(price)} / ud.)
      </label>
      <InputNumber
        id={`${id}-${field}`}
        min={BOUNDS[field].min}
        max={BOUNDS[field].max}
        precision={0}
        value={input[field]}
        onChange={(value) => setCount(field, value)}
        style={{ width: '100%' }}
      />
    </div>
  );

  return (
    <div className="mfe-calculator" style={{ display: 'grid', gap: 24 }}>
      <style>{`.mfe-calculator__grid{display:grid;gap:24px;grid-template-columns:minmax(0,1fr)}
@media (min-width: 900px){.mfe-calculator__grid{grid-template-columns:minmax(0,3fr) minmax(0,2fr);align-items:start}
.mfe-calculator__summary{position:sticky;top:16px}}
.mfe-calculator{color:rgba(0,0,0,.88);line-height:1.5715}
.mfe-calculator__card{background:#fff;border:1px solid #f0f0f0;border-radius:8px;padding:24px}
.mfe-calculator__muted{color:rgba(0,0,0,.65)}
.mfe-calculator__counts{display:grid;gap:16px;grid-template-columns:repeat(auto-fit,minmax(160px,1fr));align-items:end}
.mfe-calculator__bar{position:sticky;bottom:0;z-index:2;display:flex;justify-content:space-between;align-items:center;
gap:12px;padding:12px 16px;background:#fff;border-top:1px solid #e5e7eb;box-shadow:0 -4px 12px rgba(0,0,0,.06);font-size:16px}
@media (min-width: 900px){.mfe-calculator__bar{display:none}}`}</style>
      <div className="mfe-calculator__grid">
        <div className="mfe-calculator__card">
          <div style={{ display: 'grid', gap: 28 }}>
            <div>
              <label htmlFor={`${id}-area`} style={{ display: 'block', fontWeight: 600, marginBottom: 8 }}>
                {T.area}
              </label>
              <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0,1fr) 110px', gap: 16 }}>
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
                  style={{ width: '100%' }}
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
                <div style={{ marginTop: 12, maxWidth: 260 }}>
                  <label htmlFor={`${id}-ducts`} style={{ display: 'block', marginBottom: 6 }}>
                    {T.ductMetres}
                  </label>
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
                    style={{ width: '100%' }}
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
                {formatEuros(UNIT_PRICES.electricalPerM2 * input.area)} — {T.electricalNote}
              </span>
            </Field>

            <Field legend={T.drywall} note={T.surfaceRule}>
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
                {T.insulationOption}
              </Checkbox>
            </Field>
          </div>
        </div>

        <div className="mfe-calculator__card mfe-calculator__summary">
          <section aria-labelledby={`${id}-total-title`}>
            <h2 id={`${id}-total-title`} style={{ margin: '0 0 8px', fontSize: 24 }}>
              {T.totalTitle}
            </h2>
            <p
              data-testid="calculator-total"
              aria-live="polite"
              style={{ fontSize: 36, fontWeight: 700, margin: '0 0 8px', color: '#1677ff' }}
            >
              {formatEuros(result.total)}
            </p>
            <p className="mfe-calculator__muted">{T.nonBinding}</p>
            <h3 style={{ margin: '16px 0 8px', fontSize: 18 }}>{T.breakdown}</h3>
            <ul style={{ listStyle: 'none', padding: 0, margin: '0 0 16px', display: 'grid', gap: 6 }}>
              {result.lines.map((line) => (
                <li key={line.key} style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
                  <span>{line.label}</span>
                  <span style={{ whiteSpace: 'nowrap' }}>{formatEuros(line.amount)}</span>
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
        <strong style={{ fontSize: 20, color: '#1677ff', whiteSpace: 'nowrap' }}>
          {formatEuros(result.total)}
        </strong>
      </div>
    </div>
  );
}
