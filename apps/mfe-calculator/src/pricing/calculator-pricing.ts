// The estimate as one pure function of the form's values (docs/product.md, "Calculator pricing").
//
// Drywall and insulation (our decision, docs/decisions.md "Calculator"): every drywall type ticked is priced
// over the whole surface entered (price per m² × area), and they add up; insulation is fibreglass over
// the same surface (15 €/m² × area). The page states the same rule next to those inputs.
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
} from './calculator-options';
import type { RenovationType } from '@reformas/shared-types/options';

export type CalculatorInput = {
  area: number;
  wallFinish: WallFinish;
  airConditioning: AirConditioning[];
  ductMetres: number;
  floor: FloorType;
  doors: number;
  windows: number;
  plumbingPoints: number;
  drywall: DrywallType[];
  insulation: boolean;
};

/** The trade a line belongs to, as the request form's renovation types name it. */
type Trade = Extract<RenovationType, 'painting' | 'air_conditioning' | 'electricity' | 'plumbing' | 'other'>;
type EstimateLine = { key: string; label: string; amount: number; trade: Trade };
export type Estimate = { lines: EstimateLine[]; total: number };

// Paint is the painters' trade; tiles, floors, doors, windows, drywall and insulation are building work ('other').
const PAINT_FINISHES: readonly WallFinish[] = ['plastic_paint', 'paint_repairs', 'decorative_paint'];

/**
 * The renovation type an estimate points to, for the request it becomes: its one trade, or 'integral' when it
 * spans several. The electrical line comes by itself with the surface, so it counts only when it is alone.
 */
export function renovationTypeOf(lines: readonly Pick<EstimateLine, 'trade'>[]): RenovationType {
  const trades = new Set(lines.map((line) => line.trade));
  if (trades.size > 1) trades.delete('electricity');
  const [only] = trades;
  return trades.size === 1 && only ? only : 'integral';
}

export const DEFAULT_INPUT: CalculatorInput = {
  area: 10,
  wallFinish: 'none',
  airConditioning: ['none'],
  ductMetres: 5,
  floor: 'none',
  doors: 6,
  windows: 4,
  plumbingPoints: 5,
  drywall: [],
  insulation: false,
};

type Range = { min: number; max: number };

/** Whole number within the range; anything unreadable counts as `fallback` (0 unless the range says otherwise). */
export function toBoundedInteger(value: unknown, range: Range, fallback = 0): number {
  const parsed = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  const whole = Number.isFinite(parsed) ? Math.trunc(parsed) : fallback;
  return Math.min(range.max, Math.max(range.min, whole));
}

/**
 * 'Ninguno' is exclusive: ticking it clears the rest, ticking anything else clears it, and unticking
 * everything brings it back (docs/product.md, "Calculator pricing").
 */
export function nextAirConditioning(previous: AirConditioning[], next: AirConditioning[]): AirConditioning[] {
  const others = next.filter((value) => value !== 'none');
  const noneJustTicked = next.includes('none') && !previous.includes('none');
  if (noneJustTicked || others.length === 0) return ['none'];
  return others;
}

export function estimate(input: CalculatorInput): Estimate {
  const area = toBoundedInteger(input.area, BOUNDS.area, BOUNDS.area.min);
  const doors = toBoundedInteger(input.doors, BOUNDS.doors);
  const windows = toBoundedInteger(input.windows, BOUNDS.windows);
  const plumbingPoints = toBoundedInteger(input.plumbingPoints, BOUNDS.plumbingPoints);
  const ductMetres = toBoundedInteger(input.ductMetres, BOUNDS.ductMetres, BOUNDS.ductMetres.min);

  const lines: EstimateLine[] = [];
  const add = (key: string, label: string, amount: number, trade: Trade = 'other') => {
    if (amount > 0) lines.push({ key, label, amount, trade });
  };

  const wall = WALL_FINISHES.find((option) => option.value === input.wallFinish);
  if (wall) {
    const trade = PAINT_FINISHES.includes(wall.value) ? 'painting' : 'other';
    add('walls', `Paredes y techos: ${wall.label} (${area} m²)`, wall.pricePerM2 * area, trade);
  }

  for (const option of AIR_CONDITIONING) {
    if (!input.airConditioning.includes(option.value)) continue;
    if (option.value === 'ducts') {
      add(
        'air_ducts',
        `Aire acondicionado: ${option.label} (${ductMetres} m de conductos)`,
        option.price + UNIT_PRICES.ductPerMetre * ductMetres,
        'air_conditioning',
      );
    } else {
      add(`air_${option.value}`, `Aire acondicionado: ${option.label}`, option.price, 'air_conditioning');
    }
  }

  const floor = FLOOR_TYPES.find((option) => option.value === input.floor);
  if (floor) add('floor', `Suelo: ${floor.label} (${area} m²)`, floor.pricePerM2 * area);

  add('doors', `Puertas (${doors})`, UNIT_PRICES.door * doors);
  add('windows', `Ventanas (${windows})`, UNIT_PRICES.window * windows);
  add('electrical', `Instalación eléctrica (${area} m²)`, UNIT_PRICES.electricalPerM2 * area, 'electricity');
  add(
    'plumbing',
    `Puntos de fontanería (${plumbingPoints})`,
    UNIT_PRICES.plumbingPoint * plumbingPoints,
    'plumbing',
  );

  for (const option of DRYWALL_TYPES) {
    if (input.drywall.includes(option.value)) {
      add(`drywall_${option.value}`, `Pladur: ${option.label} (${area} m²)`, option.pricePerM2 * area);
    }
  }
  if (input.insulation) {
    add('insulation', `Aislamiento de fibra de vidrio (${area} m²)`, UNIT_PRICES.insulationPerM2 * area);
  }

  const total = Math.round(lines.reduce((sum, line) => sum + line.amount, 0));
  return { lines, total };
}
