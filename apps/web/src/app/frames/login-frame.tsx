import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { LoginPage } from "../routes/login-page";

/**
 * The login page as the build writes it into the page's HTML (frames/render.tsx): the page itself, which needs
 * nothing of anybody. Its reads (whether password reset is on) are left to the app.
 */
export function LoginFrame() {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <LoginPage />
    </QueryClientProvider>
  );
}
