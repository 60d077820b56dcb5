import { describe, expect, it } from 'vitest';
import { likePattern, readTableState, tableHref } from './table';

const spec = {
  sorts: ['name', 'products'] as const,
  defaultSort: 'name' as const,
  filters: { statut: ['active', 'inactive'] as const },
};

describe('admin table state in the URL', () => {
  it('reads search, sort, direction, page and known filters', () => {
    const state = readTableState(
      { q: '  vernis ', tri: 'products', ordre: 'desc', page: '3', statut: 'active' },
      spec,
    );
    expect(state).toEqual({
      q: 'vernis',
      sort: 'products',
      dir: 'desc',
      page: 3,
      pageSize: 25,
      filters: { statut: 'active' },
    });
  });

  it('falls back to the defaults on anything unknown or malformed', () => {
    const state = readTableState(
      { tri: 'password', ordre: 'sideways', page: '-2', statut: 'hacked' },
      spec,
    );
    expect(state.sort).toBe('name');
    expect(state.dir).toBe('asc');
    expect(state.page).toBe(1);
    expect(state.filters).toEqual({});
    expect(readTableState({ page: '2.5' }, spec).page).toBe(1);
    expect(readTableState({ page: ['4', '5'] }, spec).page).toBe(4);
  });

  it('builds addresses that keep the other state and reset the page', () => {
    const state = readTableState({ q: 'a b', page: '4', statut: 'inactive' }, spec);
    expect(tableHref('/admin/brands', state, { sort: 'products', dir: 'desc' })).toBe(
      '/admin/brands?q=a+b&tri=products&ordre=desc&statut=inactive',
    );
    expect(tableHref('/admin/brands', state, { page: 5 })).toBe(
      '/admin/brands?q=a+b&tri=name&ordre=asc&statut=inactive&page=5',
    );
  });

  it('escapes LIKE wildcards typed in the search box', () => {
    expect(likePattern('50%_off')).toBe('%50\\%\\_off%');
  });
});
