import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { accountApi, loggedIn } from '@/testing/account-fixtures';
import { fakeXhrPost, type FakeXhrRequest } from '@/testing/fake-xhr';
import { renderApp } from '@/testing/render-app';

/**
 * The upload goes over XMLHttpRequest (api/submit-feedback.ts), not the tRPC link: the network
 * under it is a fake one, so the form runs the real upload code.
 */
const network = fakeXhrPost('/trpc/feedback.submit');
const uploads = network.requests;
const sent = (request: FakeXhrRequest | undefined): unknown => JSON.parse(String(request?.body));
const JSON_HEADERS = { 'content-type': 'application/json' };

const SETTINGS = {
  minWords: 5,
  maxWords: 500,
  commentMax: 140,
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
};
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0];
const png = (name: string, size = PNG.length) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  return new File([bytes], name, { type: 'image/png' });
};

function renderForm(session = loggedIn) {
  return renderApp({
    path: '/feedback',
    api: { ...accountApi({ session }).api, 'feedback.settings': SETTINGS },
  });
}

describe('feedback form', () => {
  beforeEach(() => network.install());
  afterEach(() => network.remove());

  it('asks a visitor to log in first', async () => {
    renderForm({ isLoggedIn: false, isAgent: false, type: null, mustChangePassword: false });
    // The first test of the file also waits for the route's chunk to be transformed.
    const heading = await screen.findByRole(
      'heading',
      { name: 'Log in to send feedback' },
      { timeout: 15_000 },
    );
    const prompt = heading.closest('section')!;
    expect(within(prompt).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your feedback' })).not.toBeInTheDocument();
  }, 30_000);

  it('counts one word in the singular and more in the plural, in English and Vietnamese', async () => {
    const { user } = renderForm();
    const content = await screen.findByRole('textbox', { name: 'Your feedback' });
    await user.type(content, 'hello');
    expect(screen.getByText('1 word (between 5 and 500)')).toBeInTheDocument();
    await user.type(content, ' there');
    expect(screen.getByText('2 words (between 5 and 500)')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('vi'));
    expect(await screen.findByText('2 từ (từ 5 đến 500)')).toBeInTheDocument();
  });

  it('counts words and characters and refuses out-of-bounds content and a long comment by field', async () => {
    const { user } = renderForm();
    const content = await screen.findByRole('textbox', { name: 'Your feedback' });
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Please enter your feedback.')).toBeInTheDocument();
    expect(content).toHaveFocus();

    await user.type(content, 'too few words');
    expect(screen.getByText('3 words (between 5 and 500)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Your feedback must have between 5 and 500 words.')).toBeInTheDocument();

    await user.type(content, ' but now enough');
    const comment = screen.getByRole('textbox', { name: 'Comment (optional)' });
    await user.click(comment);
    await user.paste('x'.repeat(141));
    expect(screen.getByText('141/140 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('The comment can have at most 140 characters.')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  }, 30_000);

  it('keeps three images, refuses a fourth, a 6 MB one and a non-image by content', async () => {
    const { user } = renderForm();
    const picker = await screen.findByLabelText('Images (optional)');
    await user.upload(picker, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    expect(
      await screen.findByText(/You can attach at most 3 images. “d.png” was not added./),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /Attached image/ })).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Remove image 3' }));
    await user.upload(picker, png('big.png', 6 * 1024 * 1024));
    expect(await screen.findByText('“big.png” is larger than 5 MB and was not added.')).toBeInTheDocument();
    await user.upload(picker, new File(['GIF89a....'], 'fake.png', { type: 'image/png' }));
    expect(
      await screen.findByText('“fake.png” is not a PNG or JPG image and was not added.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /Attached image/ })).toHaveLength(2);
  }, 30_000);

  it('sends with progress, shows the platform’s refusal on its field without losing anything, then succeeds', async () => {
    const { user } = renderForm();
    const content = await screen.findByRole('textbox', { name: 'Your feedback' });
    await user.type(content, 'the deposit page is slow today');
    await user.upload(screen.getByLabelText('Images (optional)'), [png('a.png'), png('b.png')]);
    await screen.findAllByRole('img', { name: /Attached image/ });

    let release: () => void = () => undefined;
    network.answer((request) => {
      request.uploadProgress(request.getRequestBodySize() * 0.4);
      release = () =>
        request.respond(
          400,
          JSON_HEADERS,
          JSON.stringify({
            error: { data: { code: 'VALIDATION', fields: { 'images.1': 'feedback_image_type' } } },
          }),
        );
    });
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'value',
      '40',
    );
    expect(screen.getByRole('button', { name: 'Sending… 40%' })).toBeDisabled();
    act(() => release());
    expect(
      await screen.findByText('Image 2 was refused: only PNG or JPG images of at most 5 MB are accepted.'),
    ).toBeInTheDocument();
    expect(content).toHaveValue('the deposit page is slow today');
    expect(screen.getAllByRole('img', { name: /Attached image/ })).toHaveLength(2);
    expect(sent(uploads[0])).toMatchObject({
      content: 'the deposit page is slow today',
      comment: '',
      images: [
        expect.stringMatching(/^data:image\/png;base64,/),
        expect.stringMatching(/^data:image\/png;base64,/),
      ],
    });

    network.answer((request) =>
      request.respond(
        200,
        JSON_HEADERS,
        JSON.stringify({ result: { data: { id: 1, createdAt: '2026-03-01T00:00:00.000Z' } } }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(sent(uploads[1])).toEqual(sent(uploads[0]));
  }, 30_000);
});
