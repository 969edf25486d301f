export {
  arrangeCategories, hasDropdown, categoryPath, vendorPath, partnerVendors, vendorLogoPath,
  COCKFIGHT_VENDOR, NO_DROPDOWN, type GameCategory,
} from './model/categories.ts'
export { selectedVendor, useSelectedVendor } from './model/selected.ts'
export { fetchVendorLanes, vendorLanes, useVendorLanes } from './api/lanes.ts'
export { vendorPopup, usePopupVendor, VENDOR_GAMES_MODAL, POPUP_LIST } from './model/popup.ts'
