// Runs in the server, never in a browser: the build bundles it whole (scripts/server-render.ts) and the server's web
// plugin (apps/server/src/plugins/web.ts) calls it for a signed-in GET /employee-home. It draws the member home as
// the app would, with the member's own answers, so a phone shows the real page before any of the app's script has
// run; the app starts when the person first touches or types (static-pages/after-first-paint.ts).

import type { MePayload } from "@brigade/contract/auth";
import { translateMessage } from "@brigade/contract/i18n/translate";
import { isLocale, type Locale } from "@brigade/contract/locales";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { SignedInShell } from "../app/layout/signed-in-shell";
import { SkipLink } from "../app/layout/skip-link";
import { Providers } from "../app/providers";
import { employeeHomeReads } from "../app/route-prefetch";
import { EmployeeHomePage } from "../app/routes/employee-home-page";
import { SessionContext } from "../app/session";
import { meQueryKey } from "../features/auth/api/me";
import { i18next, startI18next } from "../i18n";
import { setContractTranslator } from "../i18n/contract-translator";
import { catalogue as en } from "../i18n/locales/en";
import { catalogue as es } from "../i18n/locales/es";
import { catalogue as fr } from "../i18n/locales/fr";
import { setApiTransport } from "../lib/api-client";
import { queryClient } from "../lib/query-client";

/** One answer of the API, as the server gave it to a read of the page. */
export type ServedAnswer = { url: string; status: number; body: string };

/** The page drawn: its markup, its title, its language, and the answers it was drawn from (for the app to start). */
export type ServedPage = { html: string; title: string; locale: Locale; answers: ServedAnswer[] };

/** Asks the API for a read on behalf of the person whose page this is (their cookies, their language). */
export type ReadApi = (url: string) => Promise<{ status: number; body: string }>;

const ready = (async () => {
  await startI18next({ en, es, fr });
  setContractTranslator(translateMessage);
  // A read that failed is not tried again here: the page is then served without its data, as before.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
})();

const noop = () => undefined;

/** What the app's loaders draw (LoadingState's progress bar, a skeleton, a busy region). */
const STILL_LOADING = /role="progressbar"|aria-busy="true"|mantine-Skeleton-root/;

function Shell({ me }: { me: MePayload }): ReactNode {
  return (
    <SessionContext value={me}>
      <SkipLink />
      <SignedInShell navOpened={false} onToggleNav={noop} onNavigate={noop} />
    </SessionContext>
  );
}

/** The page's route alone, at `url`: the shell's header reads a data router's state (its progress bar). */
const pageRouter = (url: string, me: MePayload) =>
  createMemoryRouter(
    [
      {
        path: "/employee-home",
        element: <Shell me={me} />,
        children: [{ index: true, element: <EmployeeHomePage /> }],
      },
    ],
    { initialEntries: [url] },
  );

// The app's modules keep one query cache and one i18next: one page is drawn at a time.
let queue: Promise<unknown> = Promise.resolve();

/**
 * The member home at `url` (its path and query), drawn with the answers `read` gives to the app's own reads of it
 * (app/route-prefetch.ts); null when a read did not answer 200 (signed out, say), when the server serves the page
 * as it did without this.
 */
export function renderPage(url: string, read: ReadApi, fallbackLocale: Locale): Promise<ServedPage | null> {
  const drawn = queue.then(() => draw(url, read, fallbackLocale));
  queue = drawn.catch(noop);
  return drawn;
}

async function draw(url: string, read: ReadApi, fallbackLocale: Locale): Promise<ServedPage | null> {
  await ready;
  queryClient.clear();
  const answers: ServedAnswer[] = [];
  setApiTransport(async (path) => {
    const answer = await read(path);
    answers.push({ url: path, ...answer });
    return new Response(answer.body || null, {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  });
  try {
    // All of them, however long they take: the server gives up on the page itself past its limit.
    await employeeHomeReads();
    const me = queryClient.getQueryData<MePayload>(meQueryKey);
    if (!me || answers.some((answer) => answer.status !== 200)) return null;
    // The language saved on the account, as the app shows it (app/layout/signed-in-layout.tsx).
    const locale = isLocale(me.user.locale) ? me.user.locale : fallbackLocale;
    await i18next.changeLanguage(locale);
    const markup = renderToString(
      <Providers>
        <RouterProvider router={pageRouter(url, me)} />
      </Providers>,
    );
    // A page still waiting for something (a read that was slow, or one only a component asks for) would wait for
    // good: its app starts only when the person acts. The app draws that page itself.
    if (STILL_LOADING.test(markup)) return null;
    // The screen's <title> (PageHeader renders one) goes to the head.
    const title = /<title>([^<]*)<\/title>/.exec(markup)?.[1] ?? "Brigade";
    return { html: markup.replace(/<title>[^<]*<\/title>/g, ""), title, locale, answers };
  } finally {
    queryClient.clear();
  }
}
