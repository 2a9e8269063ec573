import { ImagePlus, Loader2, X } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';

import { CHAT_ATTACHMENT_MESSAGES, CHAT_MAX_ATTACHMENTS } from '@app/contracts';

import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { uploadImage } from '@/lib/upload-image';

type AttachmentPickerProps = {
  value: string[];
  onChange: (urls: string[]) => void;
  onUploadingChange: (uploading: boolean) => void;
  /** The composer's box and send button, laid out beside the attach button. */
  children: ReactNode;
};

/**
 * "Attach images" of the chat composer: up to 4 pictures, each uploaded at once through POST /api/upload/image
 * (the hardened pipeline the dashboard uses), previewed with a remove button. The message carries their URLs.
 */
export function AttachmentPicker({ value, onChange, onUploadingChange, children }: AttachmentPickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const add = async (files: File[]) => {
    if (files.length === 0) return;
    const room = CHAT_MAX_ATTACHMENTS - value.length;
    setProblem(files.length > room ? CHAT_ATTACHMENT_MESSAGES.tooMany : null);
    let current = value;
    setUploading(true);
    onUploadingChange(true);
    try {
      for (const file of files.slice(0, Math.max(room, 0))) {
        current = [...current, await uploadImage(file)];
        onChange(current);
      }
    } catch (failure) {
      setProblem(getErrorMessage(failure, 'The image could not be uploaded. Please try again.'));
    } finally {
      setUploading(false);
      onUploadingChange(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  return (
    <div className="grid gap-1">
      {value.length > 0 && (
        <ul className="flex gap-2" aria-label="Images to send">
          {value.map((url, index) => (
            <li key={url} className="relative" data-testid="chat-attachment-preview">
              <img src={url} alt={`Image ${index + 1} to send`} className="size-14 rounded-md border object-cover" />
              <Button
                type="button"
                variant="secondary"
                size="icon"
                className="absolute -top-2 -right-2 size-5 rounded-full"
                onClick={() => onChange(value.filter((_, other) => other !== index))}
                aria-label={`Remove image ${index + 1}`}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p className="text-xs text-destructive" role="alert">
          {problem}
        </p>
      )}
      <div className="flex items-end gap-2">
        <Button
          type="button"
          variant="outline"
          size="icon"
          disabled={uploading || value.length >= CHAT_MAX_ATTACHMENTS}
          onClick={() => inputRef.current?.click()}
          aria-label="Add images"
        >
          {uploading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ImagePlus aria-hidden="true" />}
        </Button>
        {children}
      </div>
      <input
        ref={inputRef}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        multiple
        className="sr-only"
        aria-label="Attach images"
        disabled={uploading || value.length >= CHAT_MAX_ATTACHMENTS}
        onChange={(event) => void add(Array.from(event.target.files ?? []))}
      />
    </div>
  );
}
