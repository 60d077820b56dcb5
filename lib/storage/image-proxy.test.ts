import { describe, expect, it } from 'vitest';
import { proxyTarget } from './image-proxy';

const storage = ['https://abcd.supabase.co'];

describe('image proxy targets', () => {
  it('serves the shop stored files and the known storage host public objects', () => {
    expect(proxyTarget('/api/uploads/products/x.webp', storage)).toEqual({
      kind: 'local',
      path: '/api/uploads/products/x.webp',
    });
    const remote = proxyTarget(
      'https://abcd.supabase.co/storage/v1/object/public/colours/qng.webp',
      storage,
    );
    expect(remote.kind).toBe('remote');
  });

  it('refuses every other address', () => {
    for (const raw of [
      null,
      '',
      'http://169.254.169.254/latest/meta-data/',
      'http://127.0.0.1:5432/',
      'http://localhost/api/uploads/../../etc/passwd',
      '/api/uploads/../../etc/passwd',
      'file:///etc/passwd',
      'https://evil.example/storage/v1/object/public/x.png',
      'https://abcd.supabase.co.evil.example/storage/v1/object/public/x.png',
      'https://user:pw@abcd.supabase.co/storage/v1/object/public/x.png',
      'https://abcd.supabase.co/storage/v1/object/sign/private/x.png',
      'https://abcd.supabase.co/auth/v1/admin/users',
      '//evil.example/x.png',
    ])
      expect(proxyTarget(raw, storage).kind, String(raw)).toBe('refused');
  });
});
