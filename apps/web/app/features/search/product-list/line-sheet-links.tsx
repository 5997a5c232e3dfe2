import type { AreaInfo, LineSheetFormat } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { buildSearchRequest } from '../build-search-request.ts';
import type { SearchConfig } from '../search-config.ts';
import type { SearchState } from '../search-state.ts';

/**
 * The list's "Line sheet" downloads (issue 33, ADR 89): plain links to GetLineSheet (`path`, from the loader, so
 * the storefront's JavaScript carries no contract for it) with the very search the list runs (category, text,
 * facets, sorting), so the file lists the styles the dealer sees, at their prices. The browser downloads the
 * file itself; the BFF adds the session's token.
 */
export function LineSheetLinks({
  path,
  config,
  state,
  area,
}: {
  path: string;
  config: SearchConfig;
  state: SearchState;
  area: AreaInfo;
}) {
  const t = useT();
  const {
    area: _area,
    skip: _skip,
    take: _take,
    ...search
  } = buildSearchRequest(config, state, area, {
    skip: 0,
    take: 1,
  });
  const formats: LineSheetFormat[] = ['pdf', 'xlsx'];
  // The API answers each file as an attachment with its name: the browser downloads it without `download`.
  return (
    <>
      {formats.map((Format) => (
        <a
          key={Format}
          className="btn btn-outline-primary btn-sm"
          href={`${path}?${new URLSearchParams({
            AreaId: area.areaId,
            LanguageCode: area.languageCode,
            Format,
            Search: JSON.stringify(search),
          })}`}
        >
          {t('line-sheet.download', { format: Format === 'pdf' ? 'PDF' : 'Excel' })}
        </a>
      ))}
    </>
  );
}
