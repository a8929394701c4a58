// Choices of the budget calculator with their Spanish labels and unit prices in euros (docs/product.md, "Calculator pricing").

export const WALL_FINISHES = [
  { value: 'none', label: 'Ninguno', pricePerM2: 0 },
  { value: 'plastic_paint', label: 'Pintura plástica', pricePerM2: 20 },
  { value: 'paint_repairs', label: 'Pintura y pequeñas reparaciones', pricePerM2: 30 },
  { value: 'decorative_paint', label: 'Pintura decorativa', pricePerM2: 40 },
  { value: 'tiles', label: 'Alicatado', pricePerM2: 50 },
] as const;
export type WallFinish = (typeof WALL_FINISHES)[number]['value'];

export const FLOOR_TYPES = [
  { value: 'none', label: 'Ninguno', pricePerM2: 0 },
  { value: 'parquet', label: 'Parquet', pricePerM2: 65 },
  { value: 'tarima', label: 'Tarima', pricePerM2: 80 },
  { value: 'ceramic', label: 'Baldosa cerámica', pricePerM2: 55 },
  { value: 'carpet', label: 'Moqueta', pricePerM2: 40 },
] as const;
export type FloorType = (typeof FLOOR_TYPES)[number]['value'];

export const AIR_CONDITIONING = [
  { value: 'none', label: 'Ninguno', price: 0 },
  { value: 'split_1', label: '1 split', price: 800 },
  { value: 'split_2', label: '2 splits', price: 1500 },
  { value: 'split_3', label: '3 splits', price: 2100 },
  { value: 'split_4', label: '4 splits', price: 2600 },
  // Plus DUCT_PRICE_PER_METRE for each linear metre of duct.
  { value: 'ducts', label: 'Máquina de conductos', price: 450 },
] as const;
export type AirConditioning = (typeof AIR_CONDITIONING)[number]['value'];

export const DRYWALL_TYPES = [
  { value: 'linings', label: 'Trasdosados', pricePerM2: 28 },
  { value: 'partitions', label: 'Tabiques', pricePerM2: 32 },
  { value: 'ceilings', label: 'Techos', pricePerM2: 34 },
] as const;
export type DrywallType = (typeof DRYWALL_TYPES)[number]['value'];

export const UNIT_PRICES = {
  ductPerMetre: 55,
  door: 350,
  window: 350,
  electricalPerM2: 60,
  plumbingPoint: 150,
  insulationPerM2: 15,
} as const;

export const BOUNDS = {
  area: { min: 5, max: 200 },
  doors: { min: 0, max: 20 },
  windows: { min: 0, max: 20 },
  plumbingPoints: { min: 0, max: 15 },
  ductMetres: { min: 1, max: 30 },
} as const;
