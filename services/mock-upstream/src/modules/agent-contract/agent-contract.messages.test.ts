import {
  COMPLETE_LANGUAGES,
  ErrorCode,
  MessagePageSchema,
  MessageSchema,
  envelope,
  messagesEndpoints,
  type UpstreamEvent,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/app.js';
import { brandOffer, contractCall, refusalOf, salaryTiers } from '../../test/contracts.js';
import type { TestMember } from '../../test/wallet.js';
import { OFFER_MESSAGE_TEXTS, offerMessage } from './agent-contract.messages.js';
import { decide, offer, t, tree, useContractApp } from './agent-contract.test-setup.js';

useContractApp();

const read = (m: TestMember, url: string, language: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: m.token, language } });

async function inbox(m: TestMember, language = 'EN') {
  const page = envelope(MessagePageSchema).parse(
    json(await read(m, `${messagesEndpoints.messages.path}?pageSize=50`, language)),
  ).value;
  return page.list;
}

async function message(m: TestMember, id: number, language = 'EN') {
  return envelope(MessageSchema).parse(
    json(await read(m, `${messagesEndpoints.message.path}?id=${id}`, language)),
  ).value;
}

/** The messages.changed events published for `memberId` while `act` runs. */
async function messageEvents(memberId: number, act: () => Promise<unknown>) {
  const seen: UpstreamEvent[] = [];
  const stop = t.app.events.subscribe((e) => {
    if (e.type === 'messages.changed' && e.memberId === memberId) seen.push(e);
  });
  try {
    await act();
  } finally {
    stop();
  }
  return seen;
}

describe('a contract offer reaches its downline as a platform message', () => {
  it("tells a sub-agent of its upline's offer and end request, in the reader's language, and nobody else", async () => {
    const tr = await tree('om');
    const brand = await brandOffer(t.app, {
      downline: tr.top.account,
      kind: 'dailyWages',
      tiers: salaryTiers(['0', '1']),
    });
    // The brand's offer to the top agent is a message too, signed by the brand.
    const [fromBrand] = await inbox(tr.top);
    expect(fromBrand).toMatchObject({ title: 'New contract offer: Daily wages', isRead: false });
    expect((await message(tr.top, fromBrand!.id)).content).toContain('From: The brand');
    await decide(tr.top.token, brand.offer.id, 'accept');

    let sent: Awaited<ReturnType<typeof offer>> | undefined;
    const events = await messageEvents(tr.sub.id, async () => {
      sent = await offer(tr.top.token, {
        downline: tr.sub.account,
        kind: 'dailyWages',
        tiers: salaryTiers(['0', '0.5']),
      });
    });
    expect(events).toEqual([{ type: 'messages.changed', merchant: 'demo', memberId: tr.sub.id }]);
    const [offered] = await inbox(tr.sub);
    expect(offered).toMatchObject({ title: 'New contract offer: Daily wages', isRead: false });
    const english = await message(tr.sub, offered!.id);
    expect(english.content).toBe(
      `<p>From: ${tr.top.account}</p><p>Open <strong>Daily wages</strong> in the <strong>Agent centre</strong> to read the tiers, then accept or reject the offer. Nothing changes until you accept.</p>`,
    );
    // The same message read in Vietnamese.
    const [vi] = await inbox(tr.sub, 'VI');
    expect(vi?.title).toBe('Đề nghị hợp đồng mới: Lương ngày');
    expect((await message(tr.sub, offered!.id, 'VI')).content).toContain(
      '<strong>Lương ngày</strong> trong <strong>Trung tâm đại lý</strong>',
    );
    // Nobody else of the tree hears of it.
    for (const other of [tr.subsub, tr.sibling, tr.player]) expect(await inbox(other)).toEqual([]);

    // A second offer while one waits is refused: no second message.
    const refused = await messageEvents(tr.sub.id, async () => {
      const again = await contractCall(t.app, tr.top.token, 'offer', {
        downline: tr.sub.account,
        kind: 'dailyWages',
        tiers: salaryTiers(['0', '0.6']),
      });
      expect(refusalOf(again).code).toBe(ErrorCode.contractOfferPending);
    });
    expect(refused).toEqual([]);
    expect(await inbox(tr.sub)).toHaveLength(1);

    // Accepted, then the upline asks to end it: a message of its own.
    await decide(tr.sub.token, sent!.offer.id, 'accept');
    const ended = await contractCall(t.app, tr.top.token, 'terminate', {
      downline: tr.sub.account,
      kind: 'dailyWages',
    });
    expect(ended.statusCode).toBe(200);
    const [endRequest] = await inbox(tr.sub);
    expect(endRequest?.title).toBe('Request to end your contract: Daily wages');
    expect((await message(tr.sub, endRequest!.id)).content).toContain(
      'If you accept, the contract ends at the end of the current period; that period is still paid.',
    );
  });

  it('is written in every complete language, each with its own words around the names', () => {
    const built = offerMessage('new', 'dividend', 'boss<1>');
    expect(Object.keys(built.translations).sort()).toEqual(
      COMPLETE_LANGUAGES.filter((c) => c !== 'EN').sort(),
    );
    const english = OFFER_MESSAGE_TEXTS.EN;
    for (const code of COMPLETE_LANGUAGES) {
      const texts = OFFER_MESSAGE_TEXTS[code];
      expect(texts, code).toBeDefined();
      if (!texts) continue;
      // Every placeholder is where the English has it, and filled.
      expect(texts.offerTitle, code).toContain('{kind}');
      expect(texts.endTitle, code).toContain('{kind}');
      expect(texts.from, code).toContain('{from}');
      for (const text of [texts.openOffer, texts.openEnd]) {
        expect(text, code).toContain('{kind}');
        expect(text, code).toContain('{centre}');
      }
      if (code !== 'EN') {
        expect(texts.openOffer, code).not.toBe(english.openOffer);
        expect(texts.offerTitle, code).not.toBe(english.offerTitle);
      }
      const text = code === 'EN' ? built : built.translations[code];
      expect(`${text?.title}${text?.content}`, code).not.toMatch(/\{\w+\}/);
      // The sender's name is text, never markup.
      expect(text?.content, code).toContain('boss&lt;1&gt;');
    }
  });
});
