import SignaturePad from 'signature_pad';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawnSignature } from '../application.ts';

/** The canvas at the device's pixel ratio, its strokes kept: a resize (rotation, the keyboard) clears a canvas. */
function fitCanvas(canvas: HTMLCanvasElement, pad: SignaturePad) {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const width = Math.round(canvas.offsetWidth * ratio);
  const height = Math.round(canvas.offsetHeight * ratio);
  if (width === 0 || (canvas.width === width && canvas.height === height)) return;
  const strokes = pad.toData();
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')!.scale(ratio, ratio);
  pad.clear();
  pad.fromData(strokes);
}

const toPng = (canvas: HTMLCanvasElement) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));

/**
 * Party B's signature, drawn with a finger or the mouse (signature_pad), on white so the stored
 * PNG reads the same anywhere. Each finished stroke hands the form a fresh PNG; Clear empties
 * both. The canvas takes its points from the screen, so right-to-left pages draw the same.
 */
export function SignatureField({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: DrawnSignature;
  onChange?: (value: DrawnSignature | undefined) => void;
}) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad>(null);
  // the latest onChange for the pad's listener, which is attached once
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const canvas = canvasRef.current!;
    const pad = new SignaturePad(canvas, {
      backgroundColor: 'rgb(255, 255, 255)',
      penColor: 'rgb(17, 24, 39)',
      minWidth: 0.8,
      maxWidth: 2.6,
    });
    padRef.current = pad;
    fitCanvas(canvas, pad);
    const onStrokeEnd = () =>
      void toPng(canvas).then((png) => {
        if (png && !pad.isEmpty()) onChangeRef.current?.({ png });
      });
    pad.addEventListener('endStroke', onStrokeEnd);
    const observer = new ResizeObserver(() => fitCanvas(canvas, pad));
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', onStrokeEnd);
      pad.off();
      padRef.current = null;
    };
  }, []);

  // the form was reset (a resubmission starts unsigned): the drawing goes too
  useEffect(() => {
    if (!value && padRef.current && !padRef.current.isEmpty()) padRef.current.clear();
  }, [value]);

  const clear = () => {
    padRef.current?.clear();
    onChange?.(undefined);
  };

  return (
    <div className="signature-field">
      <canvas
        id={id}
        ref={canvasRef}
        className="signature-canvas"
        role="img"
        aria-label={t('merchant.contract.padLabel')}
        data-testid="merchant-signature-pad"
        data-signed={value ? 'true' : 'false'}
      />
      <div className="signature-bar">
        <span className="signature-hint">{value ? '' : t('merchant.contract.signHere')}</span>
        <button
          type="button"
          className="link-button is-quiet"
          onClick={clear}
          disabled={!value}
          data-testid="merchant-signature-clear"
        >
          {t('merchant.contract.clear')}
        </button>
      </div>
    </div>
  );
}
