/** The area module's public surface (ADR 29): other modules, flows and the composition root import only this. */
export { areaHandlers } from './area.routes.ts';
export { areaCachePrefix } from './area.service.ts';
export {
  type AreaLanguage,
  currencyOfAreaLanguage,
  domainsOfArea,
  findAreaLanguage,
  languageCodesOfArea,
  listAreaLanguages,
  saveAreaSettings,
} from './area-languages.ts';
export { type Area, areaExists, listAreaIds, listAreas } from './area-list.ts';
export {
  type MenuItem,
  menuItemIdTakenElsewhere,
  menuItemsOf,
  type NewMenuItem,
  replaceMenuItems,
} from './menu-items.ts';
