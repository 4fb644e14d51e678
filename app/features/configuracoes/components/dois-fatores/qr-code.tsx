import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { Spinner } from '../../../../components/ui/spinner';

/** The otpauth:// URI as a QR code image, drawn in the browser (the secret never leaves it). */
export function QrCode({ valor, alt }: { valor: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let atual = true;
    void QRCode.toDataURL(valor, { margin: 1, width: 208, errorCorrectionLevel: 'M' }).then((url) => {
      if (atual) setSrc(url);
    });
    return () => {
      atual = false;
    };
  }, [valor]);
  if (!src)
    return (
      <div className="flex size-52 items-center justify-center">
        <Spinner />
      </div>
    );
  return <img src={src} alt={alt} width={208} height={208} className="size-52 rounded-md border border-slate-200" />;
}
