import { fireEvent, render, screen } from '@testing-library/react';
import { UPLOAD_MAX_BYTES } from '@shared/constants';
import { describe, expect, it, vi } from 'vitest';
import { FileUploader, fileProblem } from './file-uploader';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('file uploader rules', () => {
  it('images: png, jpg, jpeg, one file, at most the upload limit', () => {
    expect(fileProblem('image', [file('a.png', 'image/png')])).toBeNull();
    expect(fileProblem('image', [file('a.jpg', 'image/jpeg')])).toBeNull();
    expect(fileProblem('image', [file('a.jpeg', '')])).toBeNull();
    expect(fileProblem('image', [file('a.gif', 'image/gif')])).toBe('upload.onlyImages');
    expect(fileProblem('image', [file('a.png', 'image/png'), file('b.png', 'image/png')])).toBe(
      'upload.singleFile',
    );
    expect(fileProblem('image', [file('a.png', 'image/png', UPLOAD_MAX_BYTES + 1)])).toBe('upload.tooLarge');
  });

  it('documents: only application/pdf, although the hint names four formats', () => {
    expect(fileProblem('document', [file('cv.pdf', 'application/pdf')])).toBeNull();
    expect(
      fileProblem('document', [
        file('cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      ]),
    ).toBe('upload.onlyPdf');
    expect(fileProblem('document', [file('cv.txt', 'text/plain')])).toBe('upload.onlyPdf');
  });

  it('takes a file dropped from the file manager and shows the document hint', () => {
    const onChange = vi.fn();
    render(<FileUploader variant="document" label="CV" file={null} onChange={onChange} />);
    expect(screen.getByText('PDF, DOCX, RTF or TXT')).toBeTruthy();
    const dropped = file('cv.pdf', 'application/pdf');
    fireEvent.drop(screen.getByTestId('uploader-document'), { dataTransfer: { files: [dropped] } });
    expect(onChange).toHaveBeenCalledWith(dropped);
  });

  it('shows upload progress', () => {
    render(
      <FileUploader
        variant="image"
        label="Logo"
        file={file('a.png', 'image/png')}
        onChange={() => {}}
        progress={42}
      />,
    );
    expect(screen.getByText('Uploading 42%')).toBeTruthy();
  });
});
