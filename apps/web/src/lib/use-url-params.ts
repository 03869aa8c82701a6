import { useCallback } from "react";
import { type SetURLSearchParams, useSearchParams } from "react-router";

/**
 * The URL's search params, as useSearchParams, except that an update given as a function reads the URL as it is when
 * called. React Router hands it the params of the caller's last render: a callback kept from an earlier render (a
 * calendar's, a table's) then wrote back params changed since, and undid the tab a person had just chosen.
 */
export function useUrlParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  const set = useCallback<SetURLSearchParams>(
    (next, options) =>
      setParams(typeof next === "function" ? next(new URLSearchParams(window.location.search)) : next, options),
    [setParams],
  );
  return [params, set];
}
