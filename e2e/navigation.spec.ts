import { expect, test } from "./fixtures";
import { signIn } from "./support";

// Navigation with words (issue 36): from 1280 px the navigation shows its labels, in named groups; the user can fold
// it to icons, and the device keeps that choice.

const GROUPS: [string, string[]][] = [
  ["Schedule", ["Dashboard", "Calendar", "Shift List", "Roster", "Create Shift"]],
  ["Requests", ["Shift Requests", "Join Requests"]],
  ["Team", ["Team Members", "Create Team Member", "Invite Staff"]],
  ["Time and pay", ["Timesheets", "Schedule changes", "Work rules", "Sales"]],
  [
    "Settings",
    [
      "Locations",
      "Create Location",
      "Work Areas & Roles",
      "Hours & staffing",
      "Shift Names",
      "Business Profile",
      "My Account",
    ],
  ],
];

test("at 1280 px the navigation shows its labels in named groups, and folds to icons until unfolded", async ({
  page,
}) => {
  await signIn(page, "owner@brigade.demo");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main navigation" });

  // Each group is a list a screen reader announces by its title, with the group's screens as links.
  await expect(nav.getByRole("list")).toHaveCount(GROUPS.length);
  for (const [group, links] of GROUPS)
    await expect(nav.getByRole("list", { name: group, exact: true }).getByRole("link")).toHaveText(links);
  await expect(nav.getByText("Schedule", { exact: true })).toBeVisible();
  await expect(nav.getByText("Shift List", { exact: true })).toBeVisible();
  const width = (await nav.boundingBox())?.width ?? 0;
  expect(width).toBeGreaterThan(150);
  expect(width).toBeLessThanOrEqual(200);

  // Folded by keyboard: icons only, the groups still named, the label on focus.
  const collapse = nav.getByRole("button", { name: "Collapse navigation" });
  await expect(collapse).toHaveAttribute("aria-expanded", "true");
  await collapse.focus();
  await page.keyboard.press("Enter");
  const expand = nav.getByRole("button", { name: "Expand navigation" });
  await expect(expand).toBeFocused();
  await expect(expand).toHaveAttribute("aria-expanded", "false");
  await expect(nav.getByText("Shift List", { exact: true })).toBeHidden();
  await expect(nav.getByText("Schedule", { exact: true })).toBeHidden();
  await expect(nav.getByRole("list", { name: "Schedule", exact: true })).toBeVisible();
  expect((await nav.boundingBox())?.width).toBeLessThan(80);

  // Kept on this device: a reload shows the icons again, and unfolding brings the words back.
  await page.reload();
  await expect(expand).toBeVisible();
  await expect(nav.getByText("Shift List", { exact: true })).toBeHidden();
  const shiftList = nav.getByRole("link", { name: "Shift List", exact: true });
  await shiftList.hover();
  await expect(page.getByRole("tooltip", { name: "Shift List" })).toBeVisible();
  await expand.click();
  await expect(nav.getByText("Shift List", { exact: true })).toBeVisible();
  await expect(collapse).toHaveAttribute("aria-expanded", "true");
  await page.reload();
  await expect(nav.getByText("Shift List", { exact: true })).toBeVisible();

  // On a 1366x900 laptop in the languages with the longest words (issue 36): a label on one line each, and every
  // screen in view without scrolling, down to Settings' last. A label cut short ("…") still names its link, and shows
  // whole on hover.
  await page.setViewportSize({ width: 1366, height: 900 });
  for (const [language, main, settings, last] of [
    ["fr", "Navigation principale", "Paramètres", "Mon compte"],
    ["es", "Navegación principal", "Ajustes", "Mi cuenta"],
  ] as const) {
    await page.evaluate((lang) => localStorage.setItem("brigade.language", lang), language);
    await page.reload();
    const translated = page.getByRole("navigation", { name: main });
    const lastLink = translated.getByRole("list", { name: settings, exact: true }).getByRole("link").last();
    await expect(lastLink).toHaveAccessibleName(last);
    await expect(lastLink).toBeInViewport({ ratio: 1 });
    const links = translated.getByRole("link");
    await expect(links).toHaveCount(GROUPS.flatMap(([, names]) => names).length);
    const heights = await links.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height)));
    expect(new Set(heights).size, `${language} link heights ${heights}`).toBe(1);
    const cut = await links.evaluateAll((els) =>
      els
        .filter((el) => {
          const label = el.querySelector(".mantine-NavLink-label");
          const body = label?.parentElement;
          return body && label.getBoundingClientRect().width > body.getBoundingClientRect().width;
        })
        .map((el) => el.getAttribute("aria-label") ?? ""),
    );
    if (cut[0]) {
      await translated.getByRole("link", { name: cut[0], exact: true }).hover();
      await expect(page.getByRole("tooltip", { name: cut[0] })).toBeVisible();
    }
  }
});
