import { describe, expect, it } from 'vitest';
import type { Member, MemberArea } from '../api/members.api';
import { accessNote, formatDay, joinRuleLabel, memberAreaNames, orderStatusLabel } from './member-words';

const area = (id: string, name: string): MemberArea => ({
  id,
  name,
  joinRule: 'open',
  welcomeText: '',
  createdAt: '2026-01-01T00:00:00.000Z',
});
const member = (areaIds: string[]): Member => ({
  id: 'm1',
  email: 'ada@example.com',
  displayName: 'Ada',
  verified: true,
  verifiedAt: '2026-01-02T00:00:00.000Z',
  joinedAt: '2026-01-01T00:00:00.000Z',
  locale: null,
  areas: areaIds.map((areaId) => ({ areaId, grantedBy: 'join', grantedAt: '2026-01-03T10:00:00.000Z' })),
});

describe('the words of the Members panel', () => {
  it('names the areas a member is in, in the owner’s order, leaving out areas that are gone', () => {
    const areas = [area('a', 'Gold'), area('b', 'Silver'), area('c', 'Bronze')];
    expect(memberAreaNames(member(['c', 'gone', 'a']), areas)).toEqual(['Gold', 'Bronze']);
    expect(memberAreaNames(member([]), areas)).toEqual([]);
  });

  it('says who may join an area as the owner chose it', () => {
    expect(joinRuleLabel('open')).toBe('Anyone with an account');
    expect(joinRuleLabel('invite')).toBe('Only people I add');
  });

  it('tells a member who joined from one the owner added', () => {
    const day = formatDay('2026-01-03T10:00:00.000Z', 'en-GB');
    expect(day).toBe('3 Jan 2026');
    expect(
      accessNote({ areaId: 'a', grantedBy: 'join', grantedAt: '2026-01-03T10:00:00.000Z' }, 'en-GB'),
    ).toBe(`Joined ${day}`);
    expect(
      accessNote({ areaId: 'a', grantedBy: 'owner', grantedAt: '2026-01-03T10:00:00.000Z' }, 'en-GB'),
    ).toBe(`Added ${day}`);
  });

  it('keeps an unreadable time as stored and an order status it does not know as sent', () => {
    expect(formatDay('soon')).toBe('soon');
    expect(formatDay(null)).toBe('');
    expect(orderStatusLabel('pending')).toBe('Awaiting payment');
    expect(orderStatusLabel('on_hold')).toBe('on_hold');
  });
});
