export {
  arrangeCategories, hallVendor, hasDropdown, categoryPath, vendorPath, partnerVendors, vendorLogoPath,
  COCKFIGHT_VENDOR, NO_DROPDOWN, type GameCategory,
} from './model/categories.ts'
export { useVendorChoiceActor, useSelectedVendor } from './model/selected.ts'
export { fetchVendorLanes, vendorKeys, vendorLanesQuery, useVendorLanes } from './api/lanes.ts'
export { vendorChoiceLogic, usePopupVendor, VENDOR_GAMES_MODAL, POPUP_LIST } from './model/popup.ts'
