import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountApi, loggedIn } from '@/testing/account-fixtures';
import { FakeGatewayError, PENDING } from '@/testing/fake-trpc';
import { inputsOf } from '@/testing/render-centre';
import { renderApp } from '@/testing/render-app';
import type { PromotionCard, PromotionDetail, PromotionState } from '../api/types';

function card(id: number, state: PromotionState | null, over: Partial<PromotionCard> = {}): PromotionCard {
  return {
    id,
    kind: 'depositBonus',
    category: 'deposit',
    title: `Promo ${id}`,
    summary: 'A bonus',
    bannerUrl: null,
    startsAt: '2026-01-01 00:00:00',
    endsAt: '2099-12-31 23:59:59',
    state,
    reward: '10.00',
    ...over,
  };
}

function detail(over: Partial<PromotionDetail> = {}): PromotionDetail {
  return {
    ...card(7, 'claim'),
    body: '<p>Deposit <strong>now</strong></p><img src=x onerror="window.hacked=1">',
    terms: '<p>Terms apply</p>',
    progress: { done: '50.00', target: '100.00' },
    percent: 100,
    cap: '100.00',
    minDeposit: '10.00',
    turnoverMultiplier: 1,
    prizes: null,
    drawsLeft: null,
    application: null,
    ...over,
  };
}

const member = () => accountApi({ session: loggedIn }).api;

const STATES: [PromotionState, Partial<PromotionCard>][] = [
  ['comingSoon', { startsAt: '2099-01-01 00:00:00' }],
  ['join', {}],
  ['applying', { kind: 'application' }],
  ['rejected', { kind: 'application' }],
  ['claim', {}],
  ['issued', {}],
  ['claimed', {}],
  ['inProgress', {}],
  ['closed', { startsAt: '2020-01-01 00:00:00', endsAt: '2020-12-31 23:59:59' }],
];

function listApi(promotions: PromotionCard[]) {
  return { 'promotions.list': { categories: ['all', 'deposit', 'event'], promotions } };
}

describe('promotions pages', () => {
  it('lists the member’s promotions with each state’s badge, countdown and action', async () => {
    const view = renderApp({
      path: '/promotions',
      api: { ...member(), ...listApi(STATES.map(([state, over], i) => card(i + 1, state, over))) },
    });
    const cardOf = async (id: number) => within(await screen.findByRole('article', { name: `Promo ${id}` }));
    const soon = await cardOf(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All', selected: true })).toBeInTheDocument();
    expect(soon.getByText('Coming soon')).toBeInTheDocument();
    expect(soon.getByText(/^Starts in \d+d/)).toBeInTheDocument();
    expect(soon.queryByRole('button')).toBeNull();
    expect((await cardOf(2)).getByRole('button', { name: 'Join' })).toBeEnabled();
    expect((await cardOf(2)).getByText(/^Ends in/)).toBeInTheDocument();
    expect((await cardOf(3)).getByText('Your application is under review')).toBeInTheDocument();
    expect((await cardOf(4)).getByRole('link', { name: 'Apply again' })).toHaveAttribute(
      'href',
      '/promoDetail?id=4',
    );
    expect((await cardOf(5)).getByRole('button', { name: 'Claim' })).toBeInTheDocument();
    expect((await cardOf(6)).getByRole('button', { name: 'In reward centre' })).toBeInTheDocument();
    expect((await cardOf(7)).getAllByText('Claimed')).toHaveLength(2);
    expect((await cardOf(8)).getByText('In progress: keep going to reach the target')).toBeInTheDocument();
    expect((await cardOf(9)).getByText('This promotion has ended')).toBeInTheDocument();
    expect((await cardOf(9)).getByText('Ended')).toBeInTheDocument();

    await view.user.click(screen.getByRole('tab', { name: 'Events' }));
    await waitFor(() => expect(inputsOf(view.fake, 'promotions.list').at(-1)).toEqual({ category: 'event' }));

    // Issued: the reward waits in the member centre's reward centre.
    await view.user.click((await cardOf(6)).getByRole('button', { name: 'In reward centre' }));
    const centre = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(within(centre).getByRole('tab', { name: 'Reward centre', selected: true })).toBeInTheDocument();
  }, 30_000);

  it('says a promotion closed to the member while it still runs is not available to them, not ended', async () => {
    // A first-deposit bonus to a member who has deposited: closed to them, running for others.
    renderApp({
      path: '/promotions',
      api: { ...member(), ...listApi([card(1, 'closed', { endsAt: '2099-12-31 23:59:59' })]) },
    });
    const promo = within(await screen.findByRole('article', { name: 'Promo 1' }));
    expect(promo.getByText('Not available to you')).toBeInTheDocument();
    expect(promo.getByText('This promotion is not open to your account')).toBeInTheDocument();
    expect(promo.queryByText('Ended')).toBeNull();
    expect(promo.queryByText('This promotion has ended')).toBeNull();
  });

  it('shows a visitor the list and asks them to log in on an action; a trial account gets the warning', async () => {
    const view = renderApp({ path: '/promotions', api: listApi([card(1, null)]) });
    const promo = within(await screen.findByRole('article', { name: 'Promo 1' }));
    expect(promo.queryByText('Open')).toBeNull();
    await view.user.click(promo.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(view.fake.calls).not.toContain('promotions.join');
    view.unmount();

    const trial = renderApp({
      path: '/promotions',
      api: { ...accountApi({ session: { ...loggedIn, type: 4 } }).api, ...listApi([card(1, 'join')]) },
    });
    await trial.user.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('dialog', { name: 'Real account needed' })).toBeInTheDocument();
    expect(trial.fake.calls).not.toContain('promotions.join');
  }, 30_000);

  it('claims on the detail page once per action with the button held while pending, and draws a raffle', async () => {
    let answer: unknown = PENDING;
    const view = renderApp({
      path: '/promoDetail?id=7',
      api: {
        ...member(),
        'promotions.detail': detail(),
        'promotions.claim': () => answer,
      },
    });
    const article = within(await screen.findByRole('article', { name: 'Promo 7' }));
    expect(article.getByText('Ready to claim')).toBeInTheDocument();
    expect(article.getByText('Progress: $50.00 of $100.00')).toBeInTheDocument();
    expect(article.getByText('now')).toBeInTheDocument();
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(article.getByText('Terms apply')).toBeInTheDocument();
    expect(article.getByText('Minimum deposit').nextSibling).toHaveTextContent('$10.00');

    const claim = article.getByRole('button', { name: 'Claim' });
    answer = new FakeGatewayError('UPSTREAM_TIMEOUT');
    await view.user.click(claim);
    expect(
      await article.findByText('The service took too long to answer. Please try again.'),
    ).toBeInTheDocument();
    answer = new FakeGatewayError('PROMOTION_CLOSED');
    await view.user.click(claim);
    expect(await article.findByText('This promotion has ended')).toBeInTheDocument();
    answer = PENDING;
    await view.user.click(claim);
    await waitFor(() => expect(claim).toBeDisabled());
    const ids = inputsOf<{ id: number; requestId: string }>(view.fake, 'promotions.claim').map(
      (c) => c.requestId,
    );
    expect(ids).toHaveLength(3);
    // The retry after a timeout reuses its id; after a definite answer the next action gets a new one.
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
    view.unmount();

    const raffle = renderApp({
      path: '/promoDetail?id=7',
      api: {
        ...member(),
        'promotions.detail': detail({
          kind: 'raffle',
          state: 'joined',
          progress: null,
          prizes: [
            { id: 1, name: 'Golden ticket', amount: '88.00', remaining: 2 },
            { id: 2, name: 'Silver ticket', amount: '8.00', remaining: 0 },
          ],
          drawsLeft: 2,
        }),
        'promotions.raffleDraw': {
          drawId: 'd1',
          prize: { id: 1, name: 'Golden ticket', amount: '88.00' },
          drawsLeft: 1,
          seedHash: 'abc',
          nonce: 1,
        },
      },
    });
    const prizes = within(await screen.findByRole('region', { name: 'Prizes' }));
    expect(prizes.getByRole('row', { name: /Silver ticket \$8.00 All gone/ })).toBeInTheDocument();
    expect(prizes.getByText('You have 2 draws left')).toBeInTheDocument();
    await raffle.user.click(prizes.getByRole('button', { name: 'Draw' }));
    expect(await prizes.findByText(/You won Golden ticket \(\$88.00\)/)).toBeInTheDocument();
    expect(inputsOf(raffle.fake, 'promotions.raffleDraw')[0]).toMatchObject({ id: 7 });
  }, 30_000);

  it('checks an application: the comment’s length with a counter, each image’s type and size', async () => {
    let sends = 0;
    const view = renderApp({
      path: '/promoDetail?id=7',
      api: {
        ...member(),
        'promotions.detail': detail({ kind: 'application', state: 'join', progress: null }),
        'promotions.sendApplication': () =>
          ++sends === 1
            ? new FakeGatewayError('VALIDATION', { 'images.0': 'feedback_image_type' })
            : { id: 7, state: 'applying', amount: null },
      },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Apply' }));
    const form = within(await screen.findByRole('form', { name: 'Apply' }));
    const comment = form.getByRole('textbox', { name: 'Comment' });
    await view.user.click(comment);
    await view.user.paste('x'.repeat(141));
    expect(form.getByText('141/140 characters')).toBeInTheDocument();
    expect(form.getByText('The comment can be at most 140 characters')).toBeInTheDocument();

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1])], 'proof.png', {
      type: 'image/png',
    });
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38])], 'funny.png', { type: 'image/png' });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    const upload = form.getByLabelText('Images (optional)');
    await view.user.upload(upload, [png, gif, big]);
    expect(await form.findByRole('img', { name: 'Image 1' })).toBeInTheDocument();
    expect(form.getByText('funny.png is not a PNG or JPG image')).toBeInTheDocument();
    expect(form.getByText('huge.jpg is larger than 5 MB')).toBeInTheDocument();
    await view.user.click(form.getByRole('button', { name: 'Send application' }));
    expect(view.fake.calls).not.toContain('promotions.sendApplication');

    await view.user.clear(comment);
    await view.user.type(comment, 'my ticket');
    await view.user.click(form.getByRole('button', { name: 'Remove image 3' }));
    await view.user.click(form.getByRole('button', { name: 'Remove image 2' }));
    await view.user.click(form.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(view.fake.calls).toContain('promotions.sendApplication'));
    const [sent] = inputsOf<{ comment: string; images: string[] }>(view.fake, 'promotions.sendApplication');
    expect(sent?.comment).toBe('my ticket');
    expect(sent?.images).toEqual([expect.stringMatching(/^data:image\/png;base64,/)]);
    // The platform refused the image by its bytes: the refusal sits beside it.
    expect(
      await form.findByText('proof.png was refused: send a PNG or JPG image of at most 5 MB'),
    ).toBeInTheDocument();
    await view.user.click(form.getByRole('button', { name: 'Remove image 1' }));
    await view.user.click(form.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(inputsOf(view.fake, 'promotions.sendApplication')).toHaveLength(2));
    expect(inputsOf(view.fake, 'promotions.sendApplication')[1]).toMatchObject({ images: [] });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Apply' })).toBeNull());
  }, 30_000);
});
