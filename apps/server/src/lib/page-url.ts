/**
 * The link to another page of a list, keeping the caller's filters, for the paginator's
 * next_page_url / prev_page_url. Relative to the API's origin, so it works behind any proxy.
 */
export function pageUrl(path: string, query: Record<string, string | number | undefined>) {
  return (page: number): string => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...query, page })) {
      if (value !== undefined) params.set(key, String(value));
    }
    return `${path}?${params}`;
  };
}
