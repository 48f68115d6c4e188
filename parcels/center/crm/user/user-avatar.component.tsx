/**
 * The avatar with "更换头像": choose a picture, crop it in the dialog, upload the PNG
 * (`third/file/store`) and make it the person's photo (`photo/update`). The picture is shown
 * from `third/file/down/load?fileToken=` (the server reads the access-token cookie there).
 */
import { useRef, useState } from 'react';
import { Avatar, Button, Flex } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { fileDownloadUrl, showMessage, updatePhoto, uploadFile } from '@scf/shared';
import { AvatarCropModal } from './avatar-crop.modal';
import { AVATAR_ACCEPT, avatarFileProblem } from './avatar-file';

export interface UserAvatarProps {
  fileToken: string | null;
  userName: string;
  onChanged: () => void;
}

export function UserAvatar({ fileToken, userName, onChanged }: UserAvatarProps): React.JSX.Element {
  const input = useRef<HTMLInputElement | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const src = fileDownloadUrl(fileToken);

  const choose = (f: File | undefined) => {
    if (input.current) input.current.value = '';
    const problem = avatarFileProblem(f);
    if (problem || !f) {
      showMessage('warning', problem ?? '请选择图片文件');
      return;
    }
    setFile(f);
  };

  const save = async (png: Blob) => {
    setSaving(true);
    try {
      const stored = await uploadFile(png, { fileName: 'avatar.png' }, { kind: 'silent' });
      await updatePhoto(stored.fileToken, stored.fileName);
      setFile(null);
      onChanged();
    } catch (err) {
      // The upload is silent (its failure reads better here); photo/update reports itself.
      if (err instanceof Error && err.message) showMessage('error', `头像上传失败：${err.message}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex vertical align="center" gap={12}>
      <Avatar
        size={96}
        src={src || undefined}
        icon={src ? undefined : <UserOutlined aria-hidden />}
        alt={`${userName}的头像`}
        data-testid="user-avatar"
      />
      <input
        ref={input}
        type="file"
        accept={AVATAR_ACCEPT}
        hidden
        aria-hidden
        tabIndex={-1}
        data-testid="avatar-file"
        onChange={(e) => choose(e.target.files?.[0])}
      />
      <Button onClick={() => input.current?.click()}>更换头像</Button>
      <AvatarCropModal file={file} saving={saving} onCancel={() => setFile(null)} onConfirm={(png) => void save(png)} />
    </Flex>
  );
}
