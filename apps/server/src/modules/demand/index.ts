// The demand module's front door (demand.md; issue 37): what the app and other modules may import
// (scripts/check-modules.mjs).

export { accuracyRoutes } from "./accuracy-routes";
export { makeAccuracyService } from "./accuracy-service";
export { makeBuildShiftsRepository } from "./build-shifts-repository";
export { buildShiftsRoutes } from "./build-shifts-routes";
export { makeBuildShiftsService } from "./build-shifts-service";
export { makeForecastRepository } from "./forecast-repository";
export { forecastRoutes } from "./forecast-routes";
export { makeForecastService } from "./forecast-service";
export { makeLabourModelRepository } from "./labour-model-repository";
export { labourModelRoutes } from "./labour-model-routes";
export { makeLabourModelService } from "./labour-model-service";
export { labourPercentRoutes } from "./labour-percent-routes";
export { makeLabourPercentService } from "./labour-percent-service";
export { makeOpeningHoursRepository } from "./opening-hours-repository";
export { openingHoursRoutes } from "./opening-hours-routes";
export { salesImportRoutes } from "./sales-import-routes";
export { makeSalesImportService } from "./sales-import-service";
export { makeSalesRepository } from "./sales-repository";
export { salesRoutes } from "./sales-routes";
export { makeSalesService } from "./sales-service";
export { makeStaffingRepository } from "./staffing-repository";
export { staffingRoutes } from "./staffing-routes";
export { makeStaffingService } from "./staffing-service";
