import { expect, test } from "./fixtures";
import { choose, logIn, logOut, signIn, uniqueEmail, watchConsole } from "./support";

// A new owner registers, sets the business up, logs out and back in, and finds everything kept.
test("register, add a location, area, role and team member; all still there after logging in again", async ({
  page,
}) => {
  const errors = watchConsole(page);
  const ownerEmail = uniqueEmail("owner");
  const stamp = Date.now().toString(36);
  const locationName = `Riverside ${stamp}`;

  await page.goto("/register");
  await page.getByLabel("Business name").fill(`Test Kitchen ${stamp}`);
  await page.getByLabel("Your name").fill("Rosa Owner");
  await page.getByLabel("Email", { exact: true }).fill(ownerEmail);
  await page.getByLabel("Password", { exact: true }).fill("a-long-password");
  await page.getByRole("button", { name: /register/i }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByText("No Location Found!")).toBeVisible();

  await page.goto("/create-location");
  await page.getByLabel("Location name").fill(locationName);
  await choose(page, "Time zone", "Kolkata", /Asia\/Kolkata/);
  await choose(page, "Lock day", "Thu", "Thursday");
  await page.getByRole("button", { name: /create location/i }).click();
  await expect(page.getByText("Location created successfully.")).toBeVisible();
  await page.goto("/locations");
  const row = page.getByRole("row", { name: new RegExp(locationName) });
  await expect(row).toContainText("Asia/Kolkata");
  await expect(row).toContainText("Thursday");

  await page.goto("/workarea/create");
  await choose(page, "Location", locationName.slice(0, 6), locationName);
  await page.getByLabel("Work area name").fill("Pastry");
  await page.getByRole("button", { name: /add work area/i }).click();
  await expect(page.getByText("Work area created successfully.")).toBeVisible();
  await choose(page, "Work area", "Pas", "Pastry");
  await page.getByLabel("Role name").fill("Pastry Chef");
  await page.getByRole("button", { name: /add role/i }).click();
  await expect(page.getByText("Role created successfully.")).toBeVisible();
  await expect(page.getByText("Pastry Chef")).toBeVisible();

  const memberEmail = uniqueEmail("member");
  await page.goto("/create-team-member");
  await page.getByLabel("Name", { exact: true }).fill("Tom Baker");
  await page.getByLabel("Email", { exact: true }).fill(memberEmail);
  await page.getByLabel("Phone").fill("+44 20 7946 0000");
  await page.getByLabel("Initial password").fill("tom-initial-pass");
  await choose(page, "Availability", "Part", "PartTime");
  await choose(page, "Area roles", "Pastry", /Pastry Chef/);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: /create team member/i }).click();
  await expect(page.getByText("Team member created successfully.")).toBeVisible();

  await logOut(page);
  await signIn(page, ownerEmail, "a-long-password");
  await page.goto("/locations");
  await expect(page.getByRole("row", { name: new RegExp(locationName) })).toContainText("1");
  await page.goto("/team-member-record");
  const member = page.getByRole("row", { name: /Tom Baker/ });
  await expect(member).toContainText(memberEmail);
  await expect(member).toContainText("Pastry Chef");

  // The new member logs in with the initial password and lands on their own page.
  await logOut(page);
  await logIn(page, memberEmail, "tom-initial-pass");
  await expect(page).toHaveURL(/\/employee-home/);
  expect(errors).toEqual([]);
});
