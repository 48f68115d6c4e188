/**
 * @scf/shared/date-picker: the date pickers (docs/requirements.md#validation) on antd's DatePicker with dayjs
 * zh-cn, for the pages that take dates (the product parcels, the centre's log filters).
 */
export {
  PortalDatePicker,
  PortalRangePicker,
  type PortalDatePickerProps,
  type PortalRangePickerProps,
  type DateInputError,
  type RangeValue,
} from './ui/date-picker.component';
export {
  DATE_FORMATS,
  RANGE_SEPARATOR,
  RANGE_PLACEHOLDERS,
  classifyDateInput,
  isRangeOrdered,
  formatDateValue,
  type DateMode,
} from './ui/date-input';
