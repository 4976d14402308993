import { describe, expect, it } from 'vitest';
import { inboxDomain, inboxKey } from './inbox.ts';

describe('inboxKey', () => {
  it('gives every spelling of one inbox the same key', () => {
    const spellings = [
      'bomb@victim.test',
      'bomb+1@victim.test',
      'BOMB+2@Victim.Test',
      ' Bomb+a+b@VICTIM.test ',
    ];
    expect(new Set(spellings.map(inboxKey))).toEqual(new Set(['bomb@victim.test']));
  });

  it("ignores Gmail's dots and its googlemail.com name, and no one else's dots", () => {
    expect(inboxKey('Jean.Luc+desk@googlemail.com')).toBe('jeanluc@gmail.com');
    expect(inboxKey('j.e.a.n.l.u.c@gmail.com')).toBe('jeanluc@gmail.com');
    expect(inboxKey('jean.luc@company.ca')).toBe('jean.luc@company.ca');
  });

  it('keeps different inboxes apart', () => {
    expect(inboxKey('bomb1@victim.test')).not.toBe(inboxKey('bomb@victim.test'));
    expect(inboxKey('bomb@victim.test')).not.toBe(inboxKey('bomb@other.test'));
  });
});

describe('inboxDomain', () => {
  it('folds case, a trailing dot and googlemail.com', () => {
    expect(inboxDomain('a+b@Victim.Test.')).toBe('victim.test');
    expect(inboxDomain('someone@GoogleMail.com')).toBe('gmail.com');
  });
});
