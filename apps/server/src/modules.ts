import type { FastifyInstance } from "fastify";
import type { Config } from "./config";
import type { Db } from "./db/client";
import { assignmentRoutes, makeAssignmentRepository, makeAssignmentService } from "./modules/assignments";
import { registerAttendanceWorker, sweepAttendance } from "./modules/attendance";
import { makeAuthRepository, makeSessionOpener } from "./modules/auth";
import {
  autoFillRoutes,
  makeAutoFillRepository,
  makeAutoFillService,
  makeFillThreads,
  SOLVES_AT_ONCE,
  solveLimit,
} from "./modules/auto-fill";
import { availabilityRoutes, makeAvailabilityRepository, makeAvailabilityService } from "./modules/availability";
import {
  businessRoutes,
  makeBusinessRepository,
  makeBusinessService,
  makeLogoFiles,
  makeWorkRulesRepository,
  makeWorkRulesService,
  workRulesRoutes,
} from "./modules/business";
import {
  calendarFeedPublicRoutes,
  calendarFeedRoutes,
  makeCalendarFeedRepository,
  makeCalendarFeedService,
} from "./modules/calendar-feed";
import {
  complianceRoutes,
  estimateRoutes,
  makeChangesRepository,
  makeChangesService,
  makeConsentRepository,
  makeConsentService,
  makeEstimateRepository,
  makeEstimateService,
} from "./modules/compliance";
import { copyWeekRoutes, makeCopyWeekRepository, makeCopyWeekService } from "./modules/copy-week";
import {
  makePanelsRepository,
  makePanelsService,
  makeStatsRepository,
  makeStatsService,
  panelsRoutes,
  statsRoutes,
} from "./modules/dashboard";
import { decisionRoutes, makeDecisionRepository, makeDecisionService } from "./modules/decisions";
import {
  accuracyRoutes,
  buildShiftsRoutes,
  forecastRoutes,
  labourModelRoutes,
  labourPercentRoutes,
  makeAccuracyService,
  makeBuildShiftsRepository,
  makeBuildShiftsService,
  makeForecastRepository,
  makeForecastService,
  makeLabourModelRepository,
  makeLabourModelService,
  makeLabourPercentService,
  makeOpeningHoursRepository,
  makeSalesImportService,
  makeSalesRepository,
  makeSalesService,
  makeStaffingRepository,
  makeStaffingService,
  openingHoursRoutes,
  salesImportRoutes,
  salesRoutes,
  staffingRoutes,
} from "./modules/demand";
import { employeeRoutes, makeEmployeesRepository, makeEmployeesService } from "./modules/employees";
import { guideRoutes, makeGuideRepository, makeGuideService } from "./modules/guides";
import { invitePublicRoutes, inviteRoutes, makeInvitesRepository, makeInvitesService } from "./modules/invites";
import { budgetRoutes, labourReads, labourRoutes, makeLabourRepository, makeLabourService } from "./modules/labour";
import {
  areaRoutes,
  locationRoutes,
  makeAreaRepository,
  makeAreaService,
  makeLocationRepository,
  makeLocationService,
} from "./modules/locations";
import { makeMemberRepository, makeMemberService, memberRoutes } from "./modules/member";
import {
  makeNotices,
  makeNotificationRepository,
  makeNotificationService,
  makeNotifier,
  notificationRoutes,
} from "./modules/notifications";
import { makePublishRepository, makePublishService, publishRoutes } from "./modules/publish";
import { makeRosterRepository, makeRosterService, rosterRoutes } from "./modules/rosters";
import { makeShiftNameRepository, makeShiftNameService, shiftNameRoutes } from "./modules/shift-names";
import {
  makeCalendarRepository,
  makeCalendarService,
  makeShiftListRepository,
  makeShiftListService,
  makeShiftRepository,
  makeShiftService,
  shiftDeletionRoutes,
  shiftRoutes,
} from "./modules/shifts";
import { makeSwapListService, makeSwapRepository, makeSwapService, swapRoutes } from "./modules/swaps";
import {
  clockRoutes,
  kioskAdminRoutes,
  kioskPublicRoutes,
  makeClockRepository,
  makeClockService,
  makeKioskRepository,
  makeKioskService,
  makeMyHours,
  pinRoutes,
} from "./modules/time-clock";
import { makeTimeOffRepository, makeTimeOffService, timeOffRoutes } from "./modules/time-off";
import { makeTimelineRepository, makeTimelineService, timelineRoutes } from "./modules/timelines";
import {
  makePunchEditRepository,
  makePunchEditService,
  makeTimesheetRepository,
  makeTimesheetService,
  punchEditRoutes,
  timesheetRoutes,
} from "./modules/timesheets";
import { makeWageRepository, makeWageService, wageRoutes } from "./modules/wages";
import { uploadsDir } from "./plugins/web";

/** Each business domain's routes, mounted under /api. Add a module here when it is written. */
export async function registerModules(
  app: FastifyInstance,
  db: Db,
  config: Config,
  wallClock: () => Date = () => new Date(),
): Promise<void> {
  // Every change that tells someone writes through this one notifier, in its own transaction.
  const notifier = makeNotifier({ mailOn: config.mail !== undefined });
  // The notifications of the existing changes, each written by the change's own transaction.
  const notices = makeNotices(notifier);
  const employees = makeEmployeesService(makeEmployeesRepository(db, notices), { mailOn: config.mail !== undefined });
  await app.register(employeeRoutes(employees), { prefix: "/api/employee" });
  // Staff invited by e-mail or a copied link (issue 36); accepting one signs in as login does.
  const invites = makeInvitesService(makeInvitesRepository(db), {
    mailOn: config.mail !== undefined,
    publicUrl: config.publicUrl,
    openSession: makeSessionOpener(makeAuthRepository(db), config),
  });
  await app.register(inviteRoutes(invites), { prefix: "/api/employee" });
  await app.register(invitePublicRoutes(invites, config), { prefix: "/api/invites" });
  await app.register(locationRoutes(makeLocationService(makeLocationRepository(db))), { prefix: "/api/restaurant" });
  await app.register(areaRoutes(makeAreaService(makeAreaRepository(db))), { prefix: "/api/restaurant" });
  await app.register(shiftNameRoutes(makeShiftNameService(makeShiftNameRepository(db))), { prefix: "/api/shift/name" });
  // The change log's read, and the presenter of a dry run's rows for the routes that change posted positions.
  const changes = makeChangesService(makeChangesRepository(db));
  const shiftLists = makeShiftListRepository(db);
  const shiftService = makeShiftService(makeShiftRepository(db, notices), shiftLists);
  await app.register(
    shiftRoutes(
      shiftService,
      makeShiftListService(shiftLists),
      makeCalendarService(makeCalendarRepository(db), shiftLists),
      changes.preview,
    ),
    { prefix: "/api" },
  );
  await app.register(shiftDeletionRoutes(shiftService), { prefix: "/api" });
  await app.register(copyWeekRoutes(makeCopyWeekService(makeCopyWeekRepository(db, notices)), changes.preview), {
    prefix: "/api",
  });
  await app.register(timelineRoutes(makeTimelineService(makeTimelineRepository(db))), { prefix: "/api" });
  await app.register(rosterRoutes(makeRosterService(makeRosterRepository(db))), { prefix: "/api" });
  await app.register(assignmentRoutes(makeAssignmentService(makeAssignmentRepository(db, notices)), changes.preview), {
    prefix: "/api",
  });
  await app.register(memberRoutes(makeMemberService(makeMemberRepository(db, notices))), { prefix: "/api" });
  await app.register(decisionRoutes(makeDecisionService(makeDecisionRepository(db, notices)), changes.preview), {
    prefix: "/api",
  });
  await app.register(statsRoutes(makeStatsService(makeStatsRepository(db))), { prefix: "/api" });
  await app.register(panelsRoutes(makePanelsService(makePanelsRepository(db))), { prefix: "/api" });
  await app.register(guideRoutes(makeGuideService(makeGuideRepository(db))), { prefix: "/api" });
  await app.register(availabilityRoutes(makeAvailabilityService(makeAvailabilityRepository(db))), {
    prefix: "/api/employee",
  });
  await app.register(timeOffRoutes(makeTimeOffService(makeTimeOffRepository(db, notices))), {
    prefix: "/api/employee",
  });
  // As many fill threads as solves may run at once (solve-limit.ts): the rest queue in the limit.
  const fillThreads = makeFillThreads(SOLVES_AT_ONCE);
  app.addHook("onClose", () => fillThreads.close());
  const autoFill = makeAutoFillService(
    makeAutoFillRepository(db, notices),
    fillThreads.fill,
    undefined,
    solveLimit(SOLVES_AT_ONCE),
  );
  await app.register(autoFillRoutes(autoFill, changes.preview), { prefix: "/api" });
  await app.register(publishRoutes(makePublishService(makePublishRepository(db, notices))), { prefix: "/api" });
  const swapRepository = makeSwapRepository(db, notifier);
  await app.register(swapRoutes(makeSwapService(swapRepository), makeSwapListService(swapRepository)), {
    prefix: "/api",
  });
  registerAttendanceWorker(app, (now) => sweepAttendance(db, notifier, now), config.attendanceSweepMs);
  const clockRepository = makeClockRepository(db);
  const clock = makeClockService(clockRepository);
  await app.register(clockRoutes(clock, makeMyHours(labourReads(db), clockRepository)), { prefix: "/api/clock" });
  await app.register(punchEditRoutes(makePunchEditService(makePunchEditRepository(db))), { prefix: "/api/clock" });
  await app.register(timesheetRoutes(makeTimesheetService(makeTimesheetRepository(db))), { prefix: "/api/timesheets" });
  const kiosks = makeKioskService(makeKioskRepository(db, notices), clock, config.publicUrl);
  await app.register(kioskAdminRoutes(kiosks), { prefix: "/api/restaurant" });
  await app.register(kioskPublicRoutes(kiosks, config.rateLimit.perMinute), { prefix: "/api/kiosk" });
  await app.register(pinRoutes(kiosks), { prefix: "/api/auth" });
  const labour = makeLabourService(makeLabourRepository(db));
  await app.register(budgetRoutes(labour), { prefix: "/api/restaurant" });
  const sales = makeSalesRepository(db);
  await app.register(salesRoutes(makeSalesService(sales)), { prefix: "/api/locations" });
  await app.register(salesImportRoutes(makeSalesImportService(sales)), { prefix: "/api/locations" });
  await app.register(labourModelRoutes(makeLabourModelService(makeLabourModelRepository(db), sales)), {
    prefix: "/api/locations",
  });
  const forecast = makeForecastService(sales, makeForecastRepository(db));
  await app.register(forecastRoutes(forecast), { prefix: "/api/locations" });
  const staffing = makeStaffingService({
    sales,
    forecast,
    rules: makeLabourModelRepository(db),
    openings: makeOpeningHoursRepository(db),
    schedule: makeStaffingRepository(db),
  });
  await app.register(staffingRoutes(staffing), { prefix: "/api/locations" });
  await app.register(
    buildShiftsRoutes(makeBuildShiftsService({ repo: makeBuildShiftsRepository(db), sales, staffing })),
    { prefix: "/api" },
  );
  await app.register(accuracyRoutes(makeAccuracyService(sales)), { prefix: "/api/reports" });
  await app.register(complianceRoutes(changes, makeConsentService(makeConsentRepository(db, notices))), {
    prefix: "/api/compliance",
  });
  await app.register(estimateRoutes(makeEstimateService(makeEstimateRepository(db))), { prefix: "/api" });
  await app.register(
    labourPercentRoutes(makeLabourPercentService({ sales, forecast, rules: makeLabourModelRepository(db), labour })),
    { prefix: "/api/locations" },
  );
  await app.register(openingHoursRoutes(makeOpeningHoursRepository(db), sales), { prefix: "/api/locations" });
  await app.register(labourRoutes(labour), { prefix: "/api/labour" });
  await app.register(wageRoutes(makeWageService(makeWageRepository(db))), { prefix: "/api/employee" });
  await app.register(workRulesRoutes(makeWorkRulesService(makeWorkRulesRepository(db))), { prefix: "/api/business" });
  const notifications = makeNotificationService(makeNotificationRepository(db), { mailOn: config.mail !== undefined });
  await app.register(notificationRoutes(notifications), { prefix: "/api/notifications" });
  const calendarFeed = makeCalendarFeedService(makeCalendarFeedRepository(db), config.publicUrl, wallClock);
  await app.register(calendarFeedRoutes(calendarFeed), { prefix: "/api" });
  await app.register(calendarFeedPublicRoutes(calendarFeed, config.rateLimit.perMinute));
  const logoFiles = makeLogoFiles(uploadsDir(config));
  await app.register(businessRoutes(makeBusinessService(makeBusinessRepository(db), logoFiles, app.log)), {
    prefix: "/api/business",
  });
}
