import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { dropStaticFrameOnFirstContent } from "./app/frames/static-frame";
import { Providers } from "./app/providers";
import { router } from "./app/router";
import { initI18n } from "./i18n";
import "./pwa/register";
import { configureZod } from "@brigade/contract/zod-config";

// zod probes for eval support with new Function(""), which the page's Content-Security-Policy refuses (and the
// browser reports as an error): tell it not to try.
configureZod({ jitless: true });

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");

const rootElement = root;
dropStaticFrameOnFirstContent(rootElement);
// The app renders once the texts of its language are there (English at once, Spanish or French a chunk later),
// as a transition: React then yields to the browser every few milliseconds instead of blocking a slow phone's
// main thread for the whole first render.
void initI18n().then(() =>
  startTransition(() =>
    createRoot(rootElement).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  ),
);
