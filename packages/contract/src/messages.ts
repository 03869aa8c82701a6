import { template, term } from "./i18n/template";

// Every user-facing message the server sends, written once. Spec messages are letter for letter.

// The validation messages take a field's label (a term) and are remembered: zod schemas hold them as text.
const labelled = { remember: true } as const;
const label = (name: string) => [term(name)];
export const requiredMessage = template("The {0} field is required.", label, labelled);
export const maxLengthMessage = template(
  "The {0} may not be greater than {1} characters.",
  (name: string, max: number) => [term(name), max],
  labelled,
);
export const invalidCharactersMessage = template("The {0} contains a character that is not allowed.", label, labelled);
export const mustBeTextMessage = template("The {0} must be text.", label, labelled);

export const MESSAGES = {
  unauthenticated: "Unauthenticated.",
  forbidden: "You are not allowed to do this.",
  invalidCredentials: "Invalid email or password.",
  tooManyLogins: "Too many failed login attempts. Please try again in a few minutes.",
  tooManyRequests: "Too many requests. Please slow down and try again shortly.",
  csrfFailed: "Your session could not be verified. Please reload the page and try again.",
  accountPending: "Your account is waiting for approval by the business.",
  accountInactive: "Your account is not active. Please contact your manager.",
  accountRejected: "Your request to join was declined.",
  emailTaken: "The email has already been taken.",
  invalidEmail: "The email must be a valid email address.",
  passwordMin: "The password must be at least 8 characters.",
  wrongCurrentPassword: "The current password is incorrect.",
  registered: "Your business has been registered.",
  joinCodeInvalid: "The join code is invalid.",
  joinRequested: "Your request to join has been sent. You can log in once a manager approves it.",
  loggedIn: "Logged in successfully.",
  loggedOut: "Logged out successfully.",
  passwordChanged: "Your password has been changed.",
  serverError: "Something went wrong on our side. Please try again.",
  busy: "The server is busy with other large requests. Please try again in a moment.",
  ownerRoleFixed: "The owner's role cannot be changed.",
  concurrentChange: "Someone else changed this at the same moment. Please try again.",
  tooSlow: "This took too long to answer. Please narrow the request (fewer days or locations) or try again shortly.",
  notFound: "The requested record was not found.",
  routeNotFound: "The requested address does not exist.",
  invalidId: "The id must be a positive whole number.",
  phoneCharacters: "The phone may contain only digits, spaces, +, -, ( and ).",
  // The database's last-line refusals (plugins/errors.ts) and a schema issue without its own message.
  recordExists: "This record already exists.",
  recordInUse: "This record is still in use or refers to something that no longer exists.",
  shiftOverlap: "This employee already holds a shift at that time.",
  notPossibleNow: "This change is not possible in the current state.",
  valueInvalid: "The value is invalid.",
  dataInvalid: "The given data was invalid.",
  // A request the server cannot read at all (plugins/errors.ts), in place of the framework's own wording.
  bodyNotJson: "The request body is not valid JSON.",
  bodyNotObject: "The request body must be a JSON object.",
  bodyTooLarge: "The request body is too large.",
  bodyMediaType: "The request body must be sent as application/json.",
  requestUnreadable: "The request could not be read.",

  businessUpdated: "Business profile updated successfully.",
  logoUpdated: "Logo uploaded successfully.",
  logoRemoved: "Logo removed successfully.",
  logoMissing: "Please choose an image to upload.",
  logoType: "The logo must be a PNG, JPEG, GIF or WebP image.",
  logoTooLarge: "The logo may not be greater than 2 MB.",
  uploadUnreadable: "The upload could not be read. Please choose the file again.",

  locationCreated: "Location created successfully.",
  locationUpdated: "Location updated successfully.",
  locationDeleted: "Location deleted successfully.",
  locationNotFound: "Location not found.",
  locationNameTaken: "A location with this name already exists.",
  locationInUse: "This location still has work areas or shifts. Remove them first.",
  invalidTimeZone: "The time zone must be a valid IANA time zone, e.g. America/New_York.",
  invalidLockDay: "The lock day must be a day of the week (Monday to Sunday).",

  areaCreated: "Work area created successfully.",
  areaUpdated: "Work area updated successfully.",
  areaDeleted: "Work area deleted successfully.",
  areaNotFound: "Work area not found.",
  areaNameTaken: "This location already has a work area with this name.",
  areaInUse: "This work area still has roles. Remove them first.",

  roleCreated: "Role created successfully.",
  roleUpdated: "Role updated successfully.",
  roleDeleted: "Role deleted successfully.",
  roleNotFound: "Role not found.",
  roleNameTaken: "This work area already has a role with this name.",
  roleInUse: "This role is still given to team members or used by shifts. Remove it from them first.",

  teamMemberCreated: "Team member created successfully.",
  teamMemberUpdated: "Team member updated successfully.",
  teamMemberDeactivated: "Team member deactivated successfully.",
  teamMemberActivated: "Team member activated successfully.",
  teamMemberNotFound: "Team member not found.",
  invalidAvailability: "The availability must be FullTime, PartTime, ThreeDay or Manager.",
  invalidStaffRole: "The role must be team_member or manager.",
  areaRolesRequired: "Choose at least one role for the team member.",
  unknownAreaRole: "One of the chosen roles does not exist.",
  tooManyAreaRoles: "Choose at most 500 roles for the team member.",
  cannotDeactivateSelf: "You cannot deactivate your own account.",
  ownerNotEditable: "The owner's account cannot be changed here.",
  managerOnlyByOwner: "Only the owner can create or change a manager.",
  notApprovedMember: "Only an approved team member can be activated or deactivated.",
  joinRequestApproved: "Join request approved. They can now log in.",
  joinRequestRejected: "Join request rejected.",
  notWaitingForApproval: "Only a join request that is waiting for approval can be approved or rejected.",

  shiftNameCreated: "Shift name created successfully.",
  shiftNameUpdated: "Shift name updated successfully.",
  shiftNameDeleted: "Shift name deleted successfully.",
  shiftNameNotFound: "Shift name not found.",
  shiftNameTaken: "This shift name already exists.",
} as const;
