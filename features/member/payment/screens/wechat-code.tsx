'use client';

import { Box } from '@mui/material';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

/** WeChat Native's `code_url` as a QR code the payer scans with the phone, drawn in the browser. */
export function WechatCode({ text, label }: { text: string; label: string }) {
  const [image, setImage] = useState('');
  useEffect(() => {
    let current = true;
    void toDataURL(text, { margin: 2, width: 440, errorCorrectionLevel: 'M' }).then((drawn) => current && setImage(drawn));
    return () => {
      current = false;
    };
  }, [text]);
  return (
    <Box sx={{ width: 220, height: 220, border: 1, borderColor: 'divider' }} data-code-url={text}>
      {image ? <img src={image} alt={label} width={218} height={218} /> : null}
    </Box>
  );
}
