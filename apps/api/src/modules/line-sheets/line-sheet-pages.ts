/**
 * How a line sheet falls on pages, decided before anything is drawn: the cover, then the index (a row per style,
 * `indexRowsPerPage` a page), then the styles (`stylesPerPage` fixed-height blocks a page). So the page count is
 * known when the first page goes out ("Page 1 of N" without holding pages back), and the index can name the
 * page of each style before that page is drawn.
 */

export type LineSheetPage =
  | { kind: 'cover' }
  | { kind: 'index'; first: number; count: number }
  | { kind: 'styles'; first: number; count: number };

export type LineSheetGeometry = { indexRowsPerPage: number; stylesPerPage: number };

export type LineSheetPlan = {
  pages: LineSheetPage[];
  /** The page number (from 1) a style's block is on, by the style's position. */
  pageOfStyle(position: number): number;
};

function chunks(kind: 'index' | 'styles', total: number, size: number): LineSheetPage[] {
  const pages: LineSheetPage[] = [];
  for (let first = 0; first < total; first += size) {
    pages.push({ kind, first, count: Math.min(size, total - first) });
  }
  return pages;
}

export function planLineSheet(styleCount: number, geometry: LineSheetGeometry): LineSheetPlan {
  const { indexRowsPerPage, stylesPerPage } = geometry;
  if (indexRowsPerPage < 1 || stylesPerPage < 1) throw new Error('the geometry leaves no room for rows');
  const index = chunks('index', styleCount, indexRowsPerPage);
  const pages: LineSheetPage[] = [
    { kind: 'cover' },
    ...index,
    ...chunks('styles', styleCount, stylesPerPage),
  ];
  const firstStylePage = 2 + index.length;
  return {
    pages,
    pageOfStyle: (position) => firstStylePage + Math.floor(position / stylesPerPage),
  };
}
