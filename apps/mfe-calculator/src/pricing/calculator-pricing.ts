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

type EstimateLine = { key: string; label: string; amount: number };
export type Estimate = { lines: EstimateLine[]; total: number };

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
  const add = (key: string, label: string, amount: number) => {
    if (amount > 0) lines.push({ key, label, amount });
  };

  const wall = WALL_FINISHES.find((option) => option.value === input.wallFinish);
  if (wall) add('walls', `Paredes y techos: ${wall.label} (${area} m²)`, wall.pricePerM2 * area);

  for (const option of AIR_CONDITIONING) {
    if (!input.airConditioning.includes(option.value)) continue;
    if (option.value === 'ducts') {
      add(
        'air_ducts',
        `Aire acondicionado: ${option.label} (${ductMetres} m de conductos)`,
        option.price + UNIT_PRICES.ductPerMetre * ductMetres,
      );
    } else {
      add(`air_${option.value}`, `Aire acondicionado: ${option.label}`, option.price);
    }
  }

  const floor = FLOOR_TYPES.find((option) => option.value === input.floor);
  if (floor) add('floor', `Suelo: ${floor.label} (${area} m²)`, floor.pricePerM2 * area);

  add('doors', `Puertas (${doors})`, UNIT_PRICES.door * doors);
  add('windows', `Ventanas (${windows})`, UNIT_PRICES.window * windows);
  add('electrical', `Instalación eléctrica (${area} m²)`, UNIT_PRICES.electricalPerM2 * area);
  add('plumbing', `Puntos de fontanería (${plumbingPoints})`, UNIT_PRICES.plumbingPoint * plumbingPoints);

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
