// Every namespace of one language; the app loads one language's whole set at once.

import { account } from "./account";
import { auth } from "./auth";
import { buildShifts } from "./build-shifts";
import { business } from "./business";
import { changeLog } from "./change-log";
import { common } from "./common";
import { consents } from "./consents";
import { estimates } from "./estimates";
import { fairWorkweek } from "./fair-workweek";
import { invites } from "./invites";
import { member } from "./member";
import { offline } from "./offline";
import { planning } from "./planning";
import { requests } from "./requests";
import { rosters } from "./rosters";
import { sales } from "./sales";
import { schedule } from "./schedule";
import { staffing } from "./staffing";
import { time } from "./time";

export const catalogue = {
  common,
  auth,
  account,
  member,
  schedule,
  rosters,
  requests,
  business,
  offline,
  planning,
  buildShifts,
  time,
  invites,
  sales,
  staffing,
  fairWorkweek,
  changeLog,
  consents,
  estimates,
};
