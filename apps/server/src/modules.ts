import type { FastifyInstance } from "fastify";
import type { Config } from "./config";
import type { Db } from "./db/client";
import { makeLogoFiles } from "./modules/business/logo-files";
import { makeBusinessRepository } from "./modules/business/repository";
import { businessRoutes } from "./modules/business/routes";
import { makeBusinessService } from "./modules/business/service";
import { makeEmployeesRepository } from "./modules/employees/repository";
import { employeeRoutes } from "./modules/employees/routes";
import { makeEmployeesService } from "./modules/employees/service";
import { makeAreaRepository } from "./modules/locations/area-repository";
import { areaRoutes } from "./modules/locations/area-routes";
import { makeAreaService } from "./modules/locations/area-service";
import { makeLocationRepository } from "./modules/locations/repository";
import { locationRoutes } from "./modules/locations/routes";
import { makeLocationService } from "./modules/locations/service";
import { makeShiftNameRepository } from "./modules/shift-names/repository";
import { shiftNameRoutes } from "./modules/shift-names/routes";
import { makeShiftNameService } from "./modules/shift-names/service";
import { makeShiftListRepository } from "./modules/shifts/list-repository";
import { makeShiftListService } from "./modules/shifts/list-service";
import { makeShiftRepository } from "./modules/shifts/repository";
import { shiftRoutes } from "./modules/shifts/routes";
import { makeShiftService } from "./modules/shifts/service";
import { uploadsDir } from "./plugins/web";

/** Each business domain's routes, mounted under /api. Add a module here when it is written. */
export async function registerModules(app: FastifyInstance, db: Db, config: Config): Promise<void> {
  await app.register(employeeRoutes(makeEmployeesService(makeEmployeesRepository(db))), { prefix: "/api/employee" });
  await app.register(locationRoutes(makeLocationService(makeLocationRepository(db))), { prefix: "/api/restaurant" });
  await app.register(areaRoutes(makeAreaService(makeAreaRepository(db))), { prefix: "/api/restaurant" });
  await app.register(shiftNameRoutes(makeShiftNameService(makeShiftNameRepository(db))), { prefix: "/api/shift/name" });
  const shiftLists = makeShiftListRepository(db);
  await app.register(
    shiftRoutes(makeShiftService(makeShiftRepository(db), shiftLists), makeShiftListService(shiftLists)),
    { prefix: "/api" },
  );
  const logoFiles = makeLogoFiles(uploadsDir(config));
  await app.register(businessRoutes(makeBusinessService(makeBusinessRepository(db), logoFiles, app.log)), {
    prefix: "/api/business",
  });
}
