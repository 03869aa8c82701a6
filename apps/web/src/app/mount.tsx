import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import "../pwa/register";
import { Providers } from "./providers";
import { router } from "./router";

/** Renders the app into the page (main.tsx's last boot stage), as a transition: see main.tsx. */
export function mount(rootElement: HTMLElement): void {
  startTransition(() =>
    createRoot(rootElement).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
}
