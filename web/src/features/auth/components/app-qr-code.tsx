import qrcode from 'qrcode-generator';
import { authContent } from '@/features/auth/content';

/**
 * The set-up link as a QR code, drawn by qrcode-generator as an image (a data: URL the site's
 * Content-Security-Policy allows). Its own module, loaded only on the set-up screen.
 */
export default function AppQrCode({ uri }: { uri: string }) {
  // Type 0: the smallest version that holds the link; error correction M, as authenticator links use.
  const code = qrcode(0, 'M');
  code.addData(uri);
  code.make();
  return (
    <img
      src={code.createDataURL(5, 4)}
      alt={authContent.appSetup.qrLabel}
      className="mx-auto h-auto w-48 max-w-full [image-rendering:pixelated]"
    />
  );
}
