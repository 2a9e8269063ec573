import { ChevronLeft, ChevronRight, ImagePlus, Loader2, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

import { GALLERY_MESSAGES, MAX_GALLERY_IMAGES } from '@app/contracts';

import { FallbackImage } from '@/components/media/fallback-image';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { getErrorMessage } from '@/lib/api-client';
import { uploadImage } from '@/lib/upload-image';

type GalleryFieldProps = {
  label: string;
  value: string[] | null | undefined;
  onChange: (images: string[]) => void;
  onUploadingChange?: (uploading: boolean) => void;
  error?: string;
};

/** The list with the picture at `from` moved to `to` (both within the list). */
function moved(images: string[], from: number, to: number): string[] {
  const next = [...images];
  const [picture] = next.splice(from, 1);
  next.splice(to, 0, picture);
  return next;
}

/**
 * A shop's or product's pictures (issue 15): several files at once, each through POST /api/upload/image one after
 * the other, up to 8; the first is the cover. Buttons move a picture left or right or remove it, each named for
 * screen readers. A refused upload shows the server's reason and keeps what was uploaded before it.
 */
export function GalleryField({ label, value, onChange, onUploadingChange, error }: GalleryFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const images = value ?? [];
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const add = async (files: File[]) => {
    if (files.length === 0) return;
    const room = MAX_GALLERY_IMAGES - images.length;
    setProblem(files.length > room ? GALLERY_MESSAGES.tooMany : null);
    let current = images;
    setUploading(true);
    onUploadingChange?.(true);
    try {
      for (const file of files.slice(0, Math.max(room, 0))) {
        current = [...current, await uploadImage(file)];
        onChange(current);
      }
    } catch (failure) {
      setProblem(getErrorMessage(failure, 'The image could not be uploaded. Please try again.'));
    } finally {
      setUploading(false);
      onUploadingChange?.(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <p className="text-sm text-muted-foreground">
        Up to {MAX_GALLERY_IMAGES} pictures. The first is the cover shown on cards.
      </p>
      {images.length > 0 && (
        <ol className="flex flex-wrap gap-3" aria-label={`${label} pictures`}>
          {images.map((url, index) => (
            <li key={url} className="grid w-28 gap-1" data-testid="gallery-picture">
              <div className="relative aspect-square overflow-hidden rounded-md border bg-muted">
                <FallbackImage
                  src={url}
                  alt={`Picture ${index + 1}`}
                  sizes="112px"
                  className="size-full object-cover"
                  fallback={<span className="block size-full" />}
                />
                {index === 0 && <Badge className="absolute top-1 left-1">Cover</Badge>}
              </div>
              <div className="flex justify-between">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  disabled={index === 0 || uploading}
                  onClick={() => onChange(moved(images, index, index - 1))}
                  aria-label={`Move picture ${index + 1} left`}
                >
                  <ChevronLeft aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  disabled={uploading}
                  onClick={() => onChange(images.filter((_, other) => other !== index))}
                  aria-label={`Remove picture ${index + 1}`}
                >
                  <X aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  disabled={index === images.length - 1 || uploading}
                  onClick={() => onChange(moved(images, index, index + 1))}
                  aria-label={`Move picture ${index + 1} right`}
                >
                  <ChevronRight aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-md border bg-muted">
          {uploading ? (
            <Loader2 className="size-5 animate-spin text-muted-foreground" aria-label="Uploading images" />
          ) : (
            <ImagePlus className="size-5 text-muted-foreground" aria-hidden="true" />
          )}
        </span>
        <Input
          ref={inputRef}
          id={id}
          type="file"
          accept="image/*"
          multiple
          disabled={uploading || images.length >= MAX_GALLERY_IMAGES}
          aria-invalid={!!error || !!problem}
          onChange={(event) => void add(Array.from(event.target.files ?? []))}
          className="cursor-pointer"
        />
      </div>
      {uploading && <p className="text-sm text-muted-foreground">Uploading images...</p>}
      {problem && (
        <p className="text-sm text-destructive" role="alert">
          {problem}
        </p>
      )}
      {error && <p className="text-sm text-destructive">{error}</p>}
    </div>
  );
}

type GalleryFormFieldProps<TValues extends FieldValues, TOutput> = {
  control: Control<TValues, unknown, TOutput>;
  /** The form's list of pictures. */
  name: FieldPath<TValues>;
  label: string;
  /** The cover (the first picture) after each change: the form keeps its imageUrl in step with the list. */
  onCoverChange: (cover: string | null) => void;
  onUploadingChange: (uploading: boolean) => void;
};

/** The gallery of the shop and product forms, bound to react-hook-form with the schema's message under it. */
export function GalleryFormField<TValues extends FieldValues, TOutput>({
  control,
  name,
  label,
  onCoverChange,
  onUploadingChange,
}: GalleryFormFieldProps<TValues, TOutput>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <GalleryField
          label={label}
          value={Array.isArray(field.value) ? field.value : []}
          onChange={(images) => {
            field.onChange(images);
            // The schema checks that the cover is the first picture.
            onCoverChange(images[0] ?? null);
          }}
          onUploadingChange={onUploadingChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
