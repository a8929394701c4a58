// Spanish texts of the calculator remote. The title, 'Tu presupuesto estimado' and
// 'Solicitar presupuesto detallado' are contract texts (docs/product.md, "Calculator").
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
  electricalNote: 'Se calcula automáticamente: 60 € por m² de superficie.',
  plumbing: 'Puntos de fontanería',
  drywall: 'Pladur',
  insulation: 'Aislamiento',
  insulationOption: 'Aislamiento de fibra de vidrio (15 €/m²)',
  surfaceRule:
    'El pladur y el aislamiento se calculan sobre la superficie indicada: cada tipo de pladur marcado suma su precio por m² multiplicado por los m², y el aislamiento, 15 € por m².',
  units: 'unidades',
  totalTitle: 'Tu presupuesto estimado',
  breakdown: 'Desglose',
  nonBinding:
    'Presupuesto estimativo y sin compromiso: no es una oferta vinculante. El precio final lo fija el profesional tras valorar la obra.',
  requestDetailed: 'Solicitar presupuesto detallado',
  descriptionIntro: 'Presupuesto estimado con la calculadora',
} as const;
