// Spanish texts of the calculator remote. The title, 'Tu presupuesto estimado' and
// 'Solicitar presupuesto detallado' are contract texts (docs/product.md, "Calculator"). Prices are never written here: the
// texts that name one take it, formatted, from the calculator's pricing table (apps/mfe-calculator/src/pricing/calculator-options.ts).
export const CALCULATOR_TEXTS = {
  pageTitle: 'Calcula tu presupuesto de reforma (Estimativo)',
  pageIntro:
    'Indica la superficie y lo que quieres reformar. El importe se actualiza al momento con precios orientativos por unidad y por metro cuadrado.',
  area: 'Superficie a reformar (m²)',
  areaSlider: 'Superficie a reformar (m²), control deslizante',
  walls: 'Paredes y techos',
  airConditioning: 'Aire acondicionado',
  ductMetres: 'Metros lineales de conductos',
  floor: 'Suelo',
  doors: 'Puertas',
  windows: 'Ventanas',
  electrical: 'Instalación eléctrica',
  electricalNote: (perM2: string) => `Se calcula automáticamente: ${perM2} por m² de superficie.`,
  plumbing: 'Puntos de fontanería',
  drywall: 'Pladur',
  insulation: 'Aislamiento',
  insulationOption: (perM2: string) => `Aislamiento de fibra de vidrio (${perM2}/m²)`,
  surfaceRule: (insulationPerM2: string) =>
    `El pladur y el aislamiento se calculan sobre la superficie indicada: cada tipo de pladur marcado suma su precio por m² multiplicado por los m², y el aislamiento, ${insulationPerM2} por m².`,
  units: 'unidades',
  totalTitle: 'Tu presupuesto estimado',
  breakdown: 'Desglose',
  nonBinding:
    'Presupuesto estimativo y sin compromiso: no es una oferta vinculante. El precio final lo fija el profesional tras valorar la obra.',
  requestDetailed: 'Solicitar presupuesto detallado',
  descriptionIntro: 'Presupuesto estimado con la calculadora',
} as const;
