import { useRef, useState } from 'react';
import { Alert, Upload, type UploadFile, type UploadProps } from 'antd';
import { PHOTO_MAX_BYTES, PHOTO_MIME_TYPES, type Photo } from '@reformas/shared-types/photos';
import { PHOTO_TEXTS } from '@reformas/i18n-es';
import { apiFetch, errorText } from '@reformas/web-core';

const T = PHOTO_TEXTS;
const ACCEPT = PHOTO_MIME_TYPES.join(',');
// The list's own words, Spanish with or without the app's antd locale around.
const LIST_LOCALE = {
  removeFile: T.remove,
  uploading: T.uploading,
  uploadError: T.uploadError,
  previewFile: T.preview,
  downloadFile: T.preview,
};

/** Why this file cannot be a photo, in Spanish, or null when it may be sent (the API checks its bytes again). */
export function photoFileError(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!(PHOTO_MIME_TYPES as readonly string[]).includes(file.type)) return T.badType(file.name);
  if (file.size > PHOTO_MAX_BYTES) return T.tooBig(file.name);
  return null;
}

/** Sends one photo (its bytes, with its image type) to a request, profile or service; answers its photos. */
export function uploadPhoto(ownerPath: string, file: File): Promise<Photo[]> {
  return apiFetch<Photo[]>(`${ownerPath}/photos`, { method: 'POST', body: file });
}

/**
 * Photos chosen before their owner existed (a new request, a new cleaning service), sent one after another once
 * it does: the reason of each one that failed, in Spanish (the others are sent all the same).
 */
export async function uploadPhotos(ownerPath: string, files: File[]): Promise<string[]> {
  const failures: string[] = [];
  for (const file of files) {
    try {
      await uploadPhoto(ownerPath, file);
    } catch (error) {
      failures.push(T.uploadFailed(file.name, reasonOf(error)));
    }
  }
  return failures;
}

/** What was saved although some photos were not, and why each of those was not. */
export function PhotosNotSent({ title, failures }: { title: string; failures: string[] }) {
  if (failures.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={title}
      description={
        <ul>
          {failures.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      }
    />
  );
}

/** The API's Spanish reason for a refused call, ours for no answer or a proxy's failure (errorText), else a generic one. */
function reasonOf(error: unknown): string {
  return errorText(error) || T.uploadFailed('', '');
}

function PhotoErrors({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={
        errors.length === 1 ? (
          errors[0]
        ) : (
          <ul className="photo-errors">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        )
      }
    />
  );
}

type ChosenFile = Parameters<NonNullable<UploadProps['beforeUpload']>>[0];

/** The messages under a photo field: each reason once, cleared when a new choice starts or a photo is removed. */
function usePhotoErrors() {
  const [list, setList] = useState<string[]>([]);
  return {
    list,
    add: (message: string) => setList((before) => [...new Set([...before, message])]),
    clear: () => setList([]),
  };
}

type PhotoFieldProps = {
  id?: string;
  help: string;
  /** How many photos the count after the help names. */
  shown: number;
  max: number;
  fileList: UploadFile[];
  /** Whether one more photo fits, counting those accepted so far in this same choice. */
  hasRoom: () => boolean;
  /** A chosen file that may be a photo and fits: kept (new request) or sent (anything that exists). */
  onAccept: (file: ChosenFile) => void;
  onRemove: (file: UploadFile) => void | Promise<void>;
  errors: ReturnType<typeof usePhotoErrors>;
};

/**
 * The field both uses share: help and count, antd's picture list with its Spanish words, and the check of each
 * chosen file (type, size, room) before it is accepted; a refused file is named in Spanish and never listed.
 * antd sends nothing itself.
 */
function PhotoField({
  id,
  help,
  shown,
  max,
  fileList,
  hasRoom,
  onAccept,
  onRemove,
  errors,
}: PhotoFieldProps) {
  return (
    <div className="photo-field">
      <p className="photo-help" id={id ? `${id}-help` : undefined}>
        {help} {T.count(shown, max)}
      </p>
      <Upload
        id={id}
        listType="picture-card"
        accept={ACCEPT}
        multiple
        fileList={fileList}
        beforeUpload={(file, chosen) => {
          // Runs once per chosen file, before the list is updated.
          if (file === chosen[0]) errors.clear();
          const problem = photoFileError(file);
          if (problem) errors.add(problem);
          else if (!hasRoom()) errors.add(T.full(max));
          else onAccept(file);
          return false;
        }}
        onRemove={async (file) => {
          errors.clear();
          await onRemove(file);
          return false;
        }}
        showUploadList={{ showPreviewIcon: false }}
        locale={LIST_LOCALE}
        // Our 'Añadir foto' is text, not a button of its own: the box is the control (a button in Tab's order).
        hasControlInside={false}
      >
        {fileList.length < max ? T.add : null}
      </Upload>
      <PhotoErrors errors={errors.list} />
    </div>
  );
}

export type PhotoPickerProps = {
  /** The chosen photos, not sent yet (the request does not exist yet): the form sends them once it does. */
  value: UploadFile[];
  onChange: (files: UploadFile[]) => void;
  max: number;
  help: string;
  id?: string;
};

/** Photos chosen for a new request (/create-post): previews, removed before sending, at most `max`. */
export function PhotoPicker({ value, onChange, max, help, id }: PhotoPickerProps) {
  const errors = usePhotoErrors();
  // The files taken so far in this choice (the list itself is updated only after every file is checked).
  const taken = useRef<UploadFile[]>(value);
  taken.current = value;
  return (
    <PhotoField
      id={id}
      help={help}
      shown={value.length}
      max={max}
      fileList={value}
      errors={errors}
      hasRoom={() => taken.current.length < max}
      onAccept={(file) => {
        const item: UploadFile = {
          uid: file.uid,
          name: file.name,
          status: 'done',
          originFileObj: file,
          thumbUrl: URL.createObjectURL(file),
        };
        taken.current = [...taken.current, item];
        onChange(taken.current);
      }}
      onRemove={(file) => {
        if (file.thumbUrl?.startsWith('blob:')) URL.revokeObjectURL(file.thumbUrl);
        onChange(value.filter((f) => f.uid !== file.uid));
      }}
    />
  );
}

export type PhotoManagerProps = {
  /** The owner's address: '/api/projects/12', '/api/workers/3', '/api/cleaning/5'. */
  ownerPath: string;
  photos: Photo[];
  onChange: (photos: Photo[]) => void;
  max: number;
  help: string;
  altOf: (n: number) => string;
  id?: string;
};

/**
 * The photos of something that exists (a request being edited, a profile, a cleaning service): each chosen photo
 * is sent at once, one after another, and each removal too; the list is the API's answer.
 */
export function PhotoManager({ ownerPath, photos, onChange, max, help, altOf, id }: PhotoManagerProps) {
  const errors = usePhotoErrors();
  const [pending, setPending] = useState<UploadFile[]>([]);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const count = useRef(photos.length);
  count.current = photos.length + pending.length;

  const send = (file: ChosenFile) => {
    const item: UploadFile = { uid: file.uid, name: file.name, status: 'uploading', percent: 50 };
    setPending((before) => [...before, item]);
    queue.current = queue.current
      .then(async () => onChange(await uploadPhoto(ownerPath, file)))
      .catch((error: unknown) => errors.add(T.uploadFailed(file.name, reasonOf(error))))
      .finally(() => setPending((before) => before.filter((p) => p.uid !== item.uid)));
  };

  const fileList: UploadFile[] = [
    ...photos.map((photo, i) => ({
      uid: photo.id,
      name: altOf(i + 1),
      status: 'done' as const,
      url: photo.url,
      thumbUrl: photo.thumbUrl,
    })),
    ...pending,
  ];

  return (
    <PhotoField
      id={id}
      help={help}
      shown={photos.length}
      max={max}
      fileList={fileList}
      errors={errors}
      hasRoom={() => count.current < max}
      onAccept={(file) => {
        count.current += 1;
        send(file);
      }}
      onRemove={async (file) => {
        try {
          onChange(await apiFetch<Photo[]>(`${ownerPath}/photos/${file.uid}`, { method: 'DELETE' }));
        } catch (error) {
          errors.add(T.removeFailed(reasonOf(error)));
        }
      }}
    />
  );
}
