import { ImagePlus, Loader2, X } from 'lucide-react';
import { useId, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { getErrorMessage } from '@/lib/api-client';

import { useUploadImage } from '../api/upload-image';

type ImageUploadFieldProps = {
  label: string;
  value: string | null | undefined;
  onChange: (imageUrl: string | null) => void;
  onUploadingChange?: (uploading: boolean) => void;
  error?: string;
};

/**
 * A photo for a shop or product: the chosen file goes to POST /api/upload/image and its URL becomes the value; a
 * refused or failed upload shows the server's reason and leaves the value as it was. Accepts image types only.
 */
export function ImageUploadField({ label, value, onChange, onUploadingChange, error }: ImageUploadFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();

  const choose = (file: File | undefined) => {
    if (!file) return;
    onUploadingChange?.(true);
    upload.mutate(file, {
      onSuccess: (imageUrl) => onChange(imageUrl),
      onSettled: () => onUploadingChange?.(false),
    });
  };

  const clear = () => {
    onChange(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-3">
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted">
          {upload.isPending ? (
            <Loader2 className="size-5 animate-spin text-muted-foreground" aria-label="Uploading image" />
          ) : value ? (
            <img src={value} alt={`${label} preview`} className="size-full object-cover" />
          ) : (
            <ImagePlus className="size-5 text-muted-foreground" aria-hidden="true" />
          )}
        </div>
        <Input
          ref={inputRef}
          id={id}
          type="file"
          accept="image/*"
          aria-invalid={!!error}
          onChange={(event) => choose(event.target.files?.[0])}
          className="cursor-pointer"
        />
        {value && !upload.isPending && (
          <Button type="button" variant="ghost" size="icon" onClick={clear} aria-label="Remove image">
            <X aria-hidden="true" />
          </Button>
        )}
      </div>
      {upload.isPending && <p className="text-sm text-muted-foreground">Uploading image...</p>}
      {upload.isError && (
        <p className="text-sm text-destructive" role="alert">
          {getErrorMessage(upload.error, 'The image could not be uploaded. Please try again.')}
        </p>
      )}
      {error && <p className="text-sm text-destructive">{error}</p>}
    </div>
  );
}
