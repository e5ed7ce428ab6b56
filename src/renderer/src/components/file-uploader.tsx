import type { MessageKey } from '@shared/i18n';
import { DOCUMENT_MIME_TYPES, IMAGE_MIME_TYPES, UPLOAD_MAX_BYTES } from '@shared/constants';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../i18n/use-t';
import { mediaUrl } from '../lib/media-url';
import { notify } from '../lib/toast';
import './file-uploader.css';

/** `proof`: a proof of payment, PDF or image (the payment screens' bank transfer). */
export type UploaderVariant = 'image' | 'document' | 'proof';

const MAX_MB = Math.round(UPLOAD_MAX_BYTES / (1024 * 1024));

const ACCEPT: Record<UploaderVariant, string> = {
  image: '.png,.jpg,.jpeg,image/png,image/jpeg',
  // The hint names four document formats, but only PDF is accepted (docs/product.md §5).
  document: 'application/pdf',
  proof: '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg',
};

const DROP_TEXT = {
  image: 'upload.dropImage',
  document: 'upload.dropDocument',
  proof: 'upload.dropProof',
} as const satisfies Record<UploaderVariant, MessageKey>;

/**
 * Which rule a chosen file breaks, as a catalogue key, or null. Files dragged from some file
 * managers come without a type, so an image may also be recognised by its extension; the
 * server checks the real bytes either way.
 */
export function fileProblem(
  variant: UploaderVariant,
  files: readonly File[],
):
  | 'upload.singleFile'
  | 'upload.onlyImages'
  | 'upload.onlyPdf'
  | 'upload.onlyPdfOrImage'
  | 'upload.tooLarge'
  | null {
  if (files.length !== 1) return 'upload.singleFile';
  const [file] = files as [File];
  const isImage =
    (IMAGE_MIME_TYPES as readonly string[]).includes(file.type) ||
    (!file.type && /\.(png|jpe?g)$/i.test(file.name));
  const isPdf =
    (DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type) ||
    (!file.type && /\.pdf$/i.test(file.name));
  if (variant === 'image') {
    if (!isImage) return 'upload.onlyImages';
  } else if (variant === 'proof') {
    if (!isImage && !isPdf) return 'upload.onlyPdfOrImage';
  } else if (!(DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type)) {
    return 'upload.onlyPdf';
  }
  if (file.size > UPLOAD_MAX_BYTES) return 'upload.tooLarge';
  return null;
}

interface FileUploaderProps {
  variant: UploaderVariant;
  label: string;
  /** The newly chosen file (not yet sent), or null. */
  file: File | null;
  onChange(file: File | null): void;
  /** What is stored now (`/uploads/…` or a full URL), previewed while no new file is chosen. */
  currentUrl?: string | null;
  /** 0–100 while the form carrying the file is being sent (axios onUploadProgress). */
  progress?: number | null;
  disabled?: boolean;
  previewAlt?: string;
}

/**
 * The file uploader: click to choose or drop a file from the file manager (the
 * standard drop event works in Electron and in the browser), one file, checked before it is
 * kept, with a preview for images and a progress bar while it uploads.
 */
export function FileUploader({
  variant,
  label,
  file,
  onChange,
  currentUrl,
  progress,
  disabled,
  previewAlt,
}: FileUploaderProps) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file || variant !== 'image') {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file, variant]);

  const take = (files: readonly File[]) => {
    const problem = fileProblem(variant, files);
    if (problem) {
      notify.error(t(problem, problem === 'upload.tooLarge' ? { max: MAX_MB } : undefined));
      return;
    }
    onChange(files[0] ?? null);
  };

  const onDrop = (event: DragEvent<HTMLFieldSetElement>) => {
    event.preventDefault();
    event.stopPropagation();
    setDragging(false);
    if (disabled) return;
    take(Array.from(event.dataTransfer.files));
  };

  const shown = preview ?? (variant === 'image' ? mediaUrl(currentUrl) : null);
  const hintId = `${id}-hint`;

  return (
    <fieldset
      className={['field uploader-field', dragging ? 'is-dragging' : '', disabled ? 'is-disabled' : ''].join(
        ' ',
      )}
      data-testid={`uploader-${variant}`}
      onDragEnter={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragOver={(event) => {
        // Without this the drop would open the file in the window instead.
        event.preventDefault();
        event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <legend className="field-label" id={`${id}-label`}>
        {label}
      </legend>
      <div className="uploader">
        {shown && <img className="uploader-preview" src={shown} alt={previewAlt ?? t('upload.preview')} />}
        <div className="uploader-body">
          <p className="uploader-text">{t(DROP_TEXT[variant])}</p>
          <p className="uploader-hint" id={hintId}>
            {variant === 'image'
              ? t('upload.imageHint', { max: MAX_MB })
              : variant === 'proof'
                ? t('upload.proofHint', { max: MAX_MB })
                : t('upload.documentHint')}
          </p>
          {file && <p className="uploader-name">{file.name}</p>}
          <div className="uploader-actions">
            <label className="btn btn-secondary uploader-choose" htmlFor={`${id}-input`}>
              {t('upload.choose')}
            </label>
            <input
              ref={input}
              id={`${id}-input`}
              className="sr-only uploader-input"
              type="file"
              accept={ACCEPT[variant]}
              aria-labelledby={`${id}-label`}
              aria-describedby={hintId}
              disabled={disabled}
              onChange={(event) => {
                take(Array.from(event.target.files ?? []));
                // The same file may be chosen again after a removal.
                event.target.value = '';
              }}
            />
            {file && (
              <button
                type="button"
                className="btn btn-link"
                onClick={() => onChange(null)}
                disabled={disabled}
              >
                {t('upload.remove')}
              </button>
            )}
          </div>
          {typeof progress === 'number' && (
            <div className="uploader-progress">
              <progress max={100} value={progress} aria-label={t('upload.progress', { percent: progress })} />
              <span aria-live="polite">{t('upload.progress', { percent: progress })}</span>
            </div>
          )}
        </div>
      </div>
    </fieldset>
  );
}
