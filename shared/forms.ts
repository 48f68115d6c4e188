/**
 * @scf/shared/forms: the portal's form controls on antd: the date pickers of spec §5/§9 and
 * the whitespace-stripping inputs.
 */
export { PortalDatePicker, PortalRangePicker } from './ui/date-picker.component';
export type { PortalDatePickerProps, PortalRangePickerProps, DateInputError, RangeValue } from './ui/date-picker.component';
export { DATE_FORMATS, RANGE_SEPARATOR, RANGE_PLACEHOLDERS, classifyDateInput, isRangeOrdered, formatDateValue } from './ui/date-input';
export type { DateMode } from './ui/date-input';
export { NoSpaceInput, NoSpacePassword } from './format/no-space-input.component';
export type { NoSpaceInputProps } from './format/no-space-input.component';
