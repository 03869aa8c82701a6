import type { FastifyInstance } from "fastify";
import type { Config } from "./config";
import type { Db } from "./db/client";
import { makeAssignmentRepository } from "./modules/assignments/repository";
import { assignmentRoutes } from "./modules/assignments/routes";
import { makeAssignmentService } from "./modules/assignments/service";
import { registerAttendanceWorker } from "./modules/attendance/worker";
import { makeAutoFillRepository } from "./modules/auto-fill/apply-repository";
import { makeFillThreads } from "./modules/auto-fill/fill-threads";
import { autoFillRoutes } from "./modules/auto-fill/routes";
import { makeAutoFillService } from "./modules/auto-fill/service";
import { SOLVES_AT_ONCE, solveLimit } from "./modules/auto-fill/solve-limit";
import { makeAvailabilityRepository } from "./modules/availability/repository";
import { availabilityRoutes } from "./modules/availability/routes";
import { makeAvailabilityService } from "./modules/availability/service";
import { makeLogoFiles } from "./modules/business/logo-files";
import { makeBusinessRepository } from "./modules/business/repository";
import { businessRoutes } from "./modules/business/routes";
import { makeBusinessService } from "./modules/business/service";
import { makeWorkRulesRepository } from "./modules/business/work-rules-repository";
import { workRulesRoutes } from "./modules/business/work-rules-routes";
import { makeWorkRulesService } from "./modules/business/work-rules-service";
import { makeCalendarFeedRepository } from "./modules/calendar-feed/repository";
import { calendarFeedPublicRoutes, calendarFeedRoutes } from "./modules/calendar-feed/routes";
import { makeCalendarFeedService } from "./modules/calendar-feed/service";
import { makeCopyWeekRepository } from "./modules/copy-week/repository";
import { copyWeekRoutes } from "./modules/copy-week/routes";
import { makeCopyWeekService } from "./modules/copy-week/service";
import { makePanelsRepository } from "./modules/dashboard/panels-repository";
import { panelsRoutes } from "./modules/dashboard/panels-routes";
import { makePanelsService } from "./modules/dashboard/panels-service";
import { makeStatsRepository } from "./modules/dashboard/stats-repository";
import { statsRoutes } from "./modules/dashboard/stats-routes";
import { makeStatsService } from "./modules/dashboard/stats-service";
import { makeDecisionRepository } from "./modules/decisions/repository";
import { decisionRoutes } from "./modules/decisions/routes";
import { makeDecisionService } from "./modules/decisions/service";
import { makeEmployeesRepository } from "./modules/employees/repository";
import { employeeRoutes } from "./modules/employees/routes";
import { makeEmployeesService } from "./modules/employees/service";
import { makeGuideRepository } from "./modules/guides/repository";
import { guideRoutes } from "./modules/guides/routes";
import { makeGuideService } from "./modules/guides/service";
import { makeLabourRepository } from "./modules/labour/repository";
import { budgetRoutes, labourRoutes } from "./modules/labour/routes";
import { makeLabourService } from "./modules/labour/service";
import { makeAreaRepository } from "./modules/locations/area-repository";
import { areaRoutes } from "./modules/locations/area-routes";
import { makeAreaService } from "./modules/locations/area-service";
import { makeLocationRepository } from "./modules/locations/repository";
import { locationRoutes } from "./modules/locations/routes";
import { makeLocationService } from "./modules/locations/service";
import { makeMemberRepository } from "./modules/member/repository";
import { memberRoutes } from "./modules/member/routes";
import { makeMemberService } from "./modules/member/service";
import { makeNotices } from "./modules/notifications/notices";
import { makeNotifier } from "./modules/notifications/notifier";
import { makeNotificationRepository } from "./modules/notifications/repository";
import { notificationRoutes } from "./modules/notifications/routes";
import { makeNotificationService } from "./modules/notifications/service";
import { makePublishRepository } from "./modules/publish/repository";
import { publishRoutes } from "./modules/publish/routes";
import { makePublishService } from "./modules/publish/service";
import { makeRosterRepository } from "./modules/rosters/repository";
import { rosterRoutes } from "./modules/rosters/routes";
import { makeRosterService } from "./modules/rosters/service";
import { makeShiftNameRepository } from "./modules/shift-names/repository";
import { shiftNameRoutes } from "./modules/shift-names/routes";
import { makeShiftNameService } from "./modules/shift-names/service";
import { makeCalendarRepository } from "./modules/shifts/calendar-repository";
import { makeCalendarService } from "./modules/shifts/calendar-service";
import { shiftDeletionRoutes } from "./modules/shifts/deletion-routes";
import { makeShiftListRepository } from "./modules/shifts/list-repository";
import { makeShiftListService } from "./modules/shifts/list-service";
import { makeShiftRepository } from "./modules/shifts/repository";
import { shiftRoutes } from "./modules/shifts/routes";
import { makeShiftService } from "./modules/shifts/service";
import { makeSwapListService } from "./modules/swaps/list-service";
import { makeSwapRepository } from "./modules/swaps/repository";
import { swapRoutes } from "./modules/swaps/routes";
import { makeSwapService } from "./modules/swaps/service";
import { makeKioskRepository } from "./modules/time-clock/kiosk-repository";
import { kioskAdminRoutes, kioskPublicRoutes, pinRoutes } from "./modules/time-clock/kiosk-routes";
import { makeKioskService } from "./modules/time-clock/kiosk-service";
import { makeMyHours } from "./modules/time-clock/my-hours";
import { makeClockRepository } from "./modules/time-clock/repository";
import { clockRoutes } from "./modules/time-clock/routes";
import { makeClockService } from "./modules/time-clock/service";
import { makeTimeOffRepository } from "./modules/time-off/repository";
import { timeOffRoutes } from "./modules/time-off/routes";
import { makeTimeOffService } from "./modules/time-off/service";
import { makeTimelineRepository } from "./modules/timelines/repository";
import { timelineRoutes } from "./modules/timelines/routes";
import { makeTimelineService } from "./modules/timelines/service";
import { makePunchEditRepository, makePunchEditService } from "./modules/timesheets/punch-edits";
import { makeTimesheetRepository } from "./modules/timesheets/repository";
import { punchEditRoutes, timesheetRoutes } from "./modules/timesheets/routes";
import { makeTimesheetService } from "./modules/timesheets/service";
import { makeWageRepository } from "./modules/wages/repository";
import { wageRoutes } from "./modules/wages/routes";
import { makeWageService } from "./modules/wages/service";
import { uploadsDir } from "./plugins/web";

/** Each business domain's routes, mounted under /api. Add a module here when it is written. */
export async function registerModules(app: FastifyInstance, db: Db, config: Config): Promise<void> {
  // Every change that tells someone writes through this one notifier, in its own transaction.
  const notifier = makeNotifier({ mailOn: config.mail !== undefined });
  // The notifications of the existing changes, each written by the change's own transaction.
  const notices = makeNotices(notifier);
  await app.register(employeeRoutes(makeEmployeesService(makeEmployeesRepository(db, notices))), {
    prefix: "/api/employee",
  });
  await app.register(locationRoutes(makeLocationService(makeLocationRepository(db))), { prefix: "/api/restaurant" });
  await app.register(areaRoutes(makeAreaService(makeAreaRepository(db))), { prefix: "/api/restaurant" });
  await app.register(shiftNameRoutes(makeShiftNameService(makeShiftNameRepository(db))), { prefix: "/api/shift/name" });
  const shiftLists = makeShiftListRepository(db);
  const shiftService = makeShiftService(makeShiftRepository(db, notices), shiftLists);
  await app.register(
    shiftRoutes(
      shiftService,
      makeShiftListService(shiftLists),
      makeCalendarService(makeCalendarRepository(db), shiftLists),
    ),
    { prefix: "/api" },
  );
  await app.register(shiftDeletionRoutes(shiftService), { prefix: "/api" });
  await app.register(copyWeekRoutes(makeCopyWeekService(makeCopyWeekRepository(db, notices))), { prefix: "/api" });
  await app.register(timelineRoutes(makeTimelineService(makeTimelineRepository(db))), { prefix: "/api" });
  await app.register(rosterRoutes(makeRosterService(makeRosterRepository(db))), { prefix: "/api" });
  await app.register(assignmentRoutes(makeAssignmentService(makeAssignmentRepository(db, notices))), {
    prefix: "/api",
  });
  await app.register(memberRoutes(makeMemberService(makeMemberRepository(db, notices))), { prefix: "/api" });
  await app.register(decisionRoutes(makeDecisionService(makeDecisionRepository(db, notices))), { prefix: "/api" });
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
  await app.register(autoFillRoutes(autoFill), { prefix: "/api" });
  await app.register(publishRoutes(makePublishService(makePublishRepository(db, notifier))), { prefix: "/api" });
  const swapRepository = makeSwapRepository(db, notifier);
  await app.register(swapRoutes(makeSwapService(swapRepository), makeSwapListService(swapRepository)), {
    prefix: "/api",
  });
  registerAttendanceWorker(app, db, notifier, config.attendanceSweepMs);
  const clockRepository = makeClockRepository(db);
  const clock = makeClockService(clockRepository);
  await app.register(clockRoutes(clock, makeMyHours(db, clockRepository)), { prefix: "/api/clock" });
  await app.register(punchEditRoutes(makePunchEditService(makePunchEditRepository(db))), { prefix: "/api/clock" });
  await app.register(timesheetRoutes(makeTimesheetService(makeTimesheetRepository(db))), { prefix: "/api/timesheets" });
  const kiosks = makeKioskService(makeKioskRepository(db), clock, config.publicUrl);
  await app.register(kioskAdminRoutes(kiosks), { prefix: "/api/restaurant" });
  await app.register(kioskPublicRoutes(kiosks, config.rateLimit.perMinute), { prefix: "/api/kiosk" });
  await app.register(pinRoutes(kiosks), { prefix: "/api/auth" });
  const labour = makeLabourService(makeLabourRepository(db));
  await app.register(budgetRoutes(labour), { prefix: "/api/restaurant" });
  await app.register(labourRoutes(labour), { prefix: "/api/labour" });
  await app.register(wageRoutes(makeWageService(makeWageRepository(db))), { prefix: "/api/employee" });
  await app.register(workRulesRoutes(makeWorkRulesService(makeWorkRulesRepository(db))), { prefix: "/api/business" });
  const notifications = makeNotificationService(makeNotificationRepository(db), { mailOn: config.mail !== undefined });
  await app.register(notificationRoutes(notifications), { prefix: "/api/notifications" });
  const calendarFeed = makeCalendarFeedService(makeCalendarFeedRepository(db), config.publicUrl);
  await app.register(calendarFeedRoutes(calendarFeed), { prefix: "/api" });
  await app.register(calendarFeedPublicRoutes(calendarFeed, config.rateLimit.perMinute));
  const logoFiles = makeLogoFiles(uploadsDir(config));
  await app.register(businessRoutes(makeBusinessService(makeBusinessRepository(db), logoFiles, app.log)), {
    prefix: "/api/business",
  });
}
