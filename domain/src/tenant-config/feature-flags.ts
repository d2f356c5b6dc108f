/**
 * Per-tenant switches (spec §1). The last five are named after the spec's plain-language entries
 * (favourite-offer button, blog showcase, horizontal popup, theme change, currency change).
 */
export interface FeatureFlags {
  readonly enableWorkplaceFilter: boolean;
  readonly onlyMinimumSalaryFilter: boolean;
  readonly countAllBoardOffers: boolean;
  readonly hookformDebug: boolean;
  readonly passiveCandidatesMaintenanceMode: boolean;
  readonly enableDarkMode: boolean;
  readonly enableLoginToCP: boolean;
  readonly enableJobAlert: boolean;
  readonly enableWhistleblowerReport: boolean;
  readonly newMapButton: boolean;
  readonly sortEmploymentTypesByLargestSalary: boolean;
  readonly displayPayUnit: boolean;
  readonly applicationHistory: boolean;
  readonly offersListDebug: boolean;
  readonly enableFavouriteOffers: boolean;
  readonly enableBlogShowcase: boolean;
  readonly enableHorizontalPopup: boolean;
  readonly enableThemeChange: boolean;
  readonly enableCurrencyChange: boolean;
}

export const itBoardFlags: FeatureFlags = {
  enableWorkplaceFilter: true,
  onlyMinimumSalaryFilter: false,
  countAllBoardOffers: false,
  hookformDebug: false,
  passiveCandidatesMaintenanceMode: false,
  enableDarkMode: true,
  enableLoginToCP: true,
  enableJobAlert: true,
  enableWhistleblowerReport: true,
  newMapButton: true,
  sortEmploymentTypesByLargestSalary: true,
  displayPayUnit: true,
  applicationHistory: true,
  offersListDebug: false,
  enableFavouriteOffers: true,
  enableBlogShowcase: true,
  enableHorizontalPopup: false,
  enableThemeChange: true,
  enableCurrencyChange: true,
};

/** The general board: simpler salary filter, one-currency, counts offers of both boards on its home page. */
export const workBoardFlags: FeatureFlags = {
  enableWorkplaceFilter: true,
  onlyMinimumSalaryFilter: true,
  countAllBoardOffers: true,
  hookformDebug: false,
  passiveCandidatesMaintenanceMode: false,
  enableDarkMode: false,
  enableLoginToCP: true,
  enableJobAlert: true,
  enableWhistleblowerReport: true,
  newMapButton: true,
  sortEmploymentTypesByLargestSalary: false,
  displayPayUnit: true,
  applicationHistory: false,
  offersListDebug: false,
  enableFavouriteOffers: true,
  enableBlogShowcase: false,
  enableHorizontalPopup: true,
  enableThemeChange: false,
  enableCurrencyChange: false,
};
