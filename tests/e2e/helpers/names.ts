/**
 * Unique person names for browser tests: a person's name may not hold digits (the shared rule
 * personName), so a time stamp is written with Chinese numerals ("测试员工三四〇七").
 */
const HAN_DIGITS = '〇一二三四五六七八九';

export function hanDigits(digits: string): string {
  return digits.replace(/\d/g, (d) => HAN_DIGITS[Number(d)] as string);
}
