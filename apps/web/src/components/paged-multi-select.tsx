import { CheckIcon, CloseButton, Combobox, Group, Pill, PillsInput, Text, useCombobox } from "@mantine/core";
import { useDebouncedValue, useId } from "@mantine/hooks";
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

export type PagedOption = {
  value: string;
  label: string;
  description?: string;
  /** Listed (arrow keys still reach it, so its details are read) but cannot be chosen. */
  disabled?: boolean;
};
export type OptionPage = { options: PagedOption[]; nextPage: number | null };

/** Where a paged multiselect reads its options: server-side search and pages, and the labels of chosen ids. */
export type PagedSource = {
  /** Names the list in the query cache; include whatever scopes it (e.g. the chosen location). */
  key: readonly unknown[];
  fetchPage: (args: { page: number; search: string; signal: AbortSignal }) => Promise<OptionPage>;
  /** The options of chosen ids that no loaded page holds (a reload keeps ids only, in the URL). */
  fetchSelected: (ids: string[], signal: AbortSignal) => Promise<PagedOption[]>;
};

type Props = {
  label: string;
  placeholder?: string;
  value: string[];
  onChange: (value: string[]) => void;
  source: PagedSource;
  nothingFound?: string;
  /** More about an option under its label (e.g. badges); it is part of what a screen reader reads for it. */
  details?: (option: PagedOption) => ReactNode;
};

/** A multiselect whose options are searched and paged on the server; scrolling to the end loads more. */
export function PagedMultiSelect({ label, placeholder, value, onChange, source, nothingFound, details }: Props) {
  const { t } = useTranslation("common");
  const id = useId();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const opened = combobox.dropdownOpened;

  const pages = useInfiniteQuery({
    queryKey: [...source.key, "page", debounced],
    queryFn: ({ pageParam, signal }) => source.fetchPage({ page: pageParam, search: debounced, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    enabled: opened,
    placeholderData: keepPreviousData,
  });
  const options = pages.data?.pages.flatMap((p) => p.options) ?? [];

  // Labels stay known across searches, so a chosen option keeps its pill text.
  const known = useRef(new Map<string, PagedOption>());
  for (const option of options) known.current.set(option.value, option);
  const missing = value.filter((v) => !known.current.has(v)).slice(0, 100);
  const selected = useQuery({
    queryKey: [...source.key, "selected", missing],
    queryFn: ({ signal }) => source.fetchSelected(missing, signal),
    enabled: missing.length > 0,
  });
  for (const option of selected.data ?? []) known.current.set(option.value, option);
  const labelOf = (v: string) =>
    known.current.get(v)?.label ??
    (selected.isFetched ? t("pagedSelect.unknown", { value: v }) : selected.isError ? v : t("loading"));

  // The last row is watched: once it scrolls into view the next page loads. A new observer after each
  // page reports at once, so a page that does not fill the list is followed by the next.
  const viewport = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const loadedPages = pages.data?.pages.length ?? 0;
  useEffect(() => {
    const target = sentinel.current;
    if (!opened || !target || !hasNextPage || loadedPages === 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) fetchNextPage();
      },
      { root: viewport.current },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [opened, hasNextPage, isFetchingNextPage, fetchNextPage, loadedPages]);

  const toggle = (v: string) => {
    // A disabled option can still be removed if it was chosen before it became one.
    if (!value.includes(v) && known.current.get(v)?.disabled) return;
    onChange(value.includes(v) ? value.filter((x) => x !== v) : [...value, v]);
    setSearch("");
  };
  const loading = pages.isFetching || hasNextPage;

  return (
    <Combobox store={combobox} onOptionSubmit={toggle}>
      <Combobox.DropdownTarget>
        <PillsInput
          label={label}
          id={id}
          labelProps={{ id: `${id}-label` }}
          onClick={() => combobox.openDropdown()}
          rightSection={
            value.length ? (
              <CloseButton
                size="sm"
                aria-label={t("pagedSelect.clear", { label })}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => {
                  onChange([]);
                  setSearch("");
                }}
              />
            ) : (
              <Combobox.Chevron />
            )
          }
          rightSectionPointerEvents={value.length ? "all" : "none"}
        >
          <Pill.Group>
            {value.map((v) => (
              <Pill key={v} withRemoveButton onRemove={() => onChange(value.filter((x) => x !== v))}>
                {labelOf(v)}
              </Pill>
            ))}
            <Combobox.EventsTarget withExpandedAttribute>
              <PillsInput.Field
                id={id}
                value={search}
                placeholder={value.length ? undefined : placeholder}
                aria-describedby={value.length ? `${id}-chosen` : undefined}
                onFocus={() => combobox.openDropdown()}
                onBlur={() => {
                  combobox.closeDropdown();
                  setSearch("");
                }}
                onChange={(e) => {
                  setSearch(e.currentTarget.value);
                  combobox.openDropdown();
                  combobox.resetSelectedOption();
                }}
                onKeyDown={(e) => {
                  if (e.key === "Backspace" && search.length === 0 && value.length > 0) {
                    e.preventDefault();
                    onChange(value.slice(0, -1));
                  }
                }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      {value.length > 0 && (
        <span id={`${id}-chosen`} hidden>
          {t("pagedSelect.chosen", { list: value.map(labelOf).join(", ") })}
        </span>
      )}

      <Combobox.Dropdown>
        {/* The listbox itself scrolls (not a wrapper inside it), so it stays a combobox popup for assistive tech. */}
        <Combobox.Options labelledBy={`${id}-label`} ref={viewport} mah={220} style={{ overflowY: "auto" }}>
          {options.map((option) => {
            const checked = value.includes(option.value);
            return (
              <Combobox.Option
                value={option.value}
                key={option.value}
                active={checked}
                aria-selected={checked}
                // Not Mantine's `disabled`: that one is skipped by the arrow keys, so its reason would go unheard.
                aria-disabled={option.disabled || undefined}
                style={option.disabled ? { cursor: "not-allowed" } : undefined}
              >
                <Group gap="xs" wrap="nowrap">
                  {checked ? <CheckIcon size={12} /> : <span style={{ width: 12, flexShrink: 0 }} />}
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm">{option.label}</Text>
                    {option.description && (
                      <Text size="xs" c="dimmed">
                        {option.description}
                      </Text>
                    )}
                    {details?.(option)}
                  </div>
                </Group>
              </Combobox.Option>
            );
          })}
          {loading ? (
            <Combobox.Empty ref={sentinel}>{t("loading")}</Combobox.Empty>
          ) : pages.isError ? (
            <Combobox.Empty>{t("pagedSelect.loadFailed")}</Combobox.Empty>
          ) : (
            options.length === 0 && <Combobox.Empty>{nothingFound ?? t("pagedSelect.nothingFound")}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
