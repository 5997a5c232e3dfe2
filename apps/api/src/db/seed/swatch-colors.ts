/** The swatch colours of spec §3, the only colours products come in. */
export const swatchColors = [
  { code: 'apple-red', hex: '#c8323c', nameEn: 'Apple red', nameDa: 'Æblerød' },
  { code: 'black', hex: '#1f1f22', nameEn: 'Black', nameDa: 'Sort' },
  { code: 'blue', hex: '#2f5d9e', nameEn: 'Blue', nameDa: 'Blå' },
  { code: 'crisp-white', hex: '#f7f6f1', nameEn: 'Crisp white', nameDa: 'Kridhvid' },
  { code: 'garden-green', hex: '#4f7a4a', nameEn: 'Garden green', nameDa: 'Havegrøn' },
  { code: 'jojoba', hex: '#c9a66b', nameEn: 'Jojoba', nameDa: 'Jojoba' },
  { code: 'mist', hex: '#b9c4c9', nameEn: 'Mist', nameDa: 'Dis' },
  { code: 'misty-lilac', hex: '#b8a6c9', nameEn: 'Misty lilac', nameDa: 'Diset lilla' },
  { code: 'papaya', hex: '#f08a5d', nameEn: 'Papaya', nameDa: 'Papaya' },
  { code: 'pecan', hex: '#7a5238', nameEn: 'Pecan', nameDa: 'Pekan' },
  { code: 'rose', hex: '#e3a1a8', nameEn: 'Rose', nameDa: 'Rosa' },
  { code: 'sandy', hex: '#dcc7a1', nameEn: 'Sandy', nameDa: 'Sand' },
  { code: 'turquoise', hex: '#3fa7a3', nameEn: 'Turquoise', nameDa: 'Turkis' },
  { code: 'multi-color', hex: '#8e7cc3', nameEn: 'Multi color', nameDa: 'Multifarvet' },
] as const;

export type SwatchColor = (typeof swatchColors)[number];
export type ColorCode = SwatchColor['code'];
