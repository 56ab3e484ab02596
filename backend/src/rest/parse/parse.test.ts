import { describe, expect, it } from 'vitest';
import { PgrstError } from '../errors.ts';
import { parseLogic, parseOperation } from './filter.ts';
import { parseOrder, parseQuery } from './query.ts';
import { parseSelect } from './select.ts';

describe('the PostgREST query grammar', () => {
  it('parses select lists with aliases, casts, JSON paths, embeds, hints, spreads and counts', () => {
    expect(
      parseSelect(
        'id,name:title::text,meta->tags->>0,author:profiles!user_id!inner(username),...x(a),plays(count),n:id.count()',
      ),
    ).toEqual([
      { kind: 'column', name: 'id', alias: undefined, cast: undefined, json: [] },
      { kind: 'column', name: 'title', alias: 'name', cast: 'text', json: [] },
      {
        kind: 'column',
        name: 'meta',
        alias: undefined,
        cast: undefined,
        json: [
          { arrow: '->', key: 'tags' },
          { arrow: '->>', key: '0' },
        ],
      },
      {
        kind: 'embed',
        name: 'profiles',
        alias: 'author',
        hint: 'user_id',
        joinType: 'inner',
        spread: false,
        select: [{ kind: 'column', name: 'username', alias: undefined, cast: undefined, json: [] }],
      },
      {
        kind: 'embed',
        name: 'x',
        alias: undefined,
        hint: undefined,
        joinType: undefined,
        spread: true,
        select: [{ kind: 'column', name: 'a', alias: undefined, cast: undefined, json: [] }],
      },
      {
        kind: 'embed',
        name: 'plays',
        alias: undefined,
        hint: undefined,
        joinType: undefined,
        spread: false,
        select: [{ kind: 'aggregate', fn: 'count', alias: undefined, cast: undefined }],
      },
      { kind: 'aggregate', fn: 'count', alias: 'n', cast: undefined, column: 'id' },
    ]);
  });

  it('keeps quoted values whole inside logic trees and in lists', () => {
    const tree = parseLogic(
      'or',
      false,
      '(title.ilike."%a,b%",and(n.gte.1,not.or(x.is.null,y.in.("p,q",r))))',
    );
    expect(tree.children[0]).toMatchObject({ column: 'title', op: 'ilike', value: '%a,b%' });
    expect(tree.children[1]).toMatchObject({
      kind: 'logic',
      op: 'and',
      children: [
        { column: 'n', op: 'gte', value: '1' },
        {
          kind: 'logic',
          op: 'or',
          negated: true,
          children: [{ op: 'is' }, { op: 'in', value: ['p,q', 'r'] }],
        },
      ],
    });
  });

  it('parses negation, modifiers and order terms', () => {
    expect(parseOperation('genres', 'not.cs.{Jazz}')).toMatchObject({
      negated: true,
      op: 'cs',
      value: '{Jazz}',
    });
    expect(parseOperation('title', 'like(any).{a*,b*}')).toMatchObject({ op: 'like', modifier: 'any' });
    expect(parseOrder('plays_count.desc.nullslast,id,profiles(username).asc')).toEqual([
      { relation: undefined, column: 'plays_count', json: [], direction: 'desc', nulls: 'last' },
      { relation: undefined, column: 'id', json: [] },
      { relation: 'profiles', column: 'username', json: [], direction: 'asc' },
    ]);
  });

  it('routes embedded filters, orders and limits to their embed by path', () => {
    const q = parseQuery(
      new URLSearchParams(
        'select=*,comments(*)&comments.order=created_at.desc&comments.limit=5&comments.user_id=eq.1&id=eq.2',
      ),
    );
    expect(q.nodes.get('')?.filters).toMatchObject([{ column: 'id' }]);
    expect(q.nodes.get('comments')).toMatchObject({
      limit: 5,
      order: [{ column: 'created_at' }],
      filters: [{ column: 'user_id' }],
    });
  });

  it.each([
    ['select', () => parseSelect('a,(b')],
    ['operator', () => parseOperation('a', 'resembles.x')],
    ['is value', () => parseOperation('a', 'is.maybe')],
    ['in list', () => parseOperation('a', 'in.1,2')],
    ['logic tree', () => parseLogic('or', false, 'a.eq.1')],
    ['unterminated quote', () => parseLogic('or', false, '(a.eq."x)')],
    ['limit', () => parseQuery(new URLSearchParams('limit=-1'))],
    ['cast', () => parseSelect('a::text;drop')],
  ])('rejects a malformed %s with PGRST100', (_what, fn) => {
    let error: unknown;
    try {
      fn();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PgrstError);
    expect((error as PgrstError).code).toBe('PGRST100');
    expect((error as PgrstError).status).toBe(400);
  });
});
