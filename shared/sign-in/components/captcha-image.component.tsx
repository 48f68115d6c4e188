/**
 * Shows the server's captcha (a PNG data URL). Decorative for assistive technology: the button
 * around it is named "图形验证码，看不清？换一张".
 */
import { styles } from './captcha-image.style';

export function CaptchaImage({ src, width, height }: { src: string; width: number; height: number }) {
  return (
    <img src={src} alt="" aria-hidden="true" width={width} height={height} data-scf-captcha="" style={styles.picture} />
  );
}
