import { expect, test } from "./fixtures";
import { expectAccessible, signIn, uniqueEmail, watchConsole } from "./support";

// The language picker: on the login page it switches the page at once (and this device remembers it, so a new
// account keeps it); on the account page it is saved on the account and follows the user to another device.

const PASSWORD = "a-long-password";

test("the login page's picker switches the page, this device remembers it, and a new account keeps it", async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Log in", exact: true })).toBeVisible();
  const picker = page.getByRole("combobox", { name: "Language", exact: true });
  await picker.focus();
  await picker.selectOption({ label: "Español" });
  await expect(page.getByRole("heading", { name: "Iniciar sesión", exact: true })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("combobox", { name: "Idioma", exact: true })).toBeFocused();
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole("heading", { name: "Iniciar sesión", exact: true })).toBeVisible();
  // The form's own checks (the contract's rules, run in the browser) speak Spanish too: their translator
  // arrives with the Spanish texts.
  await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
  await expect(page.getByText("El campo correo electrónico es obligatorio.")).toBeVisible();
  await expect(page.getByText("El campo contraseña es obligatorio.")).toBeVisible();
  await page.getByRole("link", { name: "Registra tu negocio" }).click();
  await expect(page.getByRole("heading", { name: "Registra tu negocio", exact: true })).toBeVisible();
  const email = uniqueEmail("idioma");
  await page.getByLabel("Nombre del negocio", { exact: true }).fill("Taquería Luna");
  await page.getByLabel("Tu nombre", { exact: true }).fill("Lucía Luna");
  await page.getByLabel("Correo electrónico", { exact: true }).fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Registrar el negocio" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("link", { name: "Panel", exact: true })).toBeVisible();
  const me = await page.request.get("/api/auth/me");
  expect((await me.json()).payload.user.locale).toBe("es");
  expect(errors).toEqual([]);
});

test("a language saved on the account page follows the user to another device", async ({ page, browser, baseURL }) => {
  const errors = watchConsole(page);
  const email = uniqueEmail("langue");
  const register = await page.request.post("/api/auth/register", {
    data: { business_name: "Bistrot Lune", name: "Léa Lune", email, password: PASSWORD },
  });
  expect(register.status()).toBe(201);
  await page.context().clearCookies();

  await signIn(page, email, PASSWORD);
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "My Account", level: 1 })).toBeVisible();
  await page.getByRole("combobox", { name: "Language", exact: true }).selectOption({ label: "Français" });
  await expect(page.getByRole("heading", { name: "Mon compte", level: 1 })).toBeVisible();
  // The server says it in the language just chosen.
  await expect(page.getByText("Langue enregistrée.")).toBeVisible();
  // The toast closes on its own; axe checks the page itself.
  await expect(page.getByText("Langue enregistrée.")).toBeHidden();
  await expectAccessible(page);
  expect(errors).toEqual([]);

  // Another device, whose browser speaks English and has never seen this choice.
  const other = await browser.newContext({ baseURL, locale: "en-US" });
  const phone = await other.newPage();
  const phoneLogin = await phone.request.post("/api/auth/login", { data: { email, password: PASSWORD } });
  expect(phoneLogin.ok()).toBe(true);
  await phone.goto("/account");
  await expect(phone.getByRole("heading", { name: "Mon compte", level: 1 })).toBeVisible();
  await expect(phone.locator("html")).toHaveAttribute("lang", "fr");
  await expect(phone.getByRole("combobox", { name: "Langue", exact: true })).toHaveValue("fr");
  await other.close();
});
