import { Center } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useDeferredValue, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation } from "react-router";
import { QueryError } from "../../components/query-error";
import { useMe } from "../../features/auth/api/me";
import { currentLocale, setLocale } from "../../i18n";
import { ApiError } from "../../lib/api-client";
import { FullPageLoader } from "../full-page-loader";
import { useLiveUpdates } from "../live-updates";
import { SessionContext } from "../session";
import { useFocusHeadingOnNavigate } from "./page-focus";
import { SignedInShell } from "./signed-in-shell";
import { SkipLink } from "./skip-link";

/** Loads the current user, then shows the app shell around the signed-in screens. */
export function SignedInLayout() {
  const me = useMe();
  // The account's answer comes through a store that React renders at once, in one piece: the whole app shell
  // and screen would block a slow phone for a long moment. Deferred, that first render runs in the background
  // in slices (the loader stays until it is done), and so does each later change of the account.
  const session = useDeferredValue(me.data, undefined);
  const location = useLocation();
  const [navOpened, nav] = useDisclosure(false);
  const { t } = useTranslation("common");
  useLiveUpdates();
  useFocusHeadingOnNavigate();

  // On a phone the navbar covers the page: close it once the user has picked a screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => nav.close(), [location.pathname]);

  // The language saved on the account wins over this device's guess, on every device the user logs in on.
  const savedLocale = me.data?.user.locale;
  useEffect(() => {
    if (savedLocale && savedLocale !== currentLocale()) void setLocale(savedLocale);
  }, [savedLocale]);

  if (me.isError) {
    if (me.error instanceof ApiError && me.error.status === 401) {
      const next = encodeURIComponent(`${location.pathname}${location.search}`);
      return <Navigate to={`/login?next=${next}`} replace />;
    }
    return (
      <Center component="main" mih="100dvh" p="md">
        <QueryError error={me.error} onRetry={() => me.refetch()} title={t("app.loadAccountFailed")} />
      </Center>
    );
  }
  if (session === undefined) return <FullPageLoader />;

  return (
    <SessionContext value={session}>
      <SkipLink />
      <SignedInShell navOpened={navOpened} onToggleNav={nav.toggle} onNavigate={nav.close} />
    </SessionContext>
  );
}
