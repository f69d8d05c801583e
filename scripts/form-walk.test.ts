// Every <form> the PWA draws is walked by forms.spec.ts (an empty submit points at its first
// field) or excused there with its reason (tests/e2e/form-walk.ts), and calls the shared field
// check (src/components/field-checks.ts) or a helper that does: a new form fails here, named.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { excusedForms, laterFormsInFile, walkedForms } from '../tests/e2e/form-walk';

const root = path.join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(rel);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [rel] : [];
  });
}

const formFiles = new Map(
  sources('src')
    .map((file) => [file, (fs.readFileSync(path.join(root, file), 'utf8').match(/<form\b/g) ?? []).length] as const)
    .filter(([, count]) => count > 0),
);

// Forms that point at their field with checks of their own (search terms: the spec's
// 'The above field is required.' beside the box, aria-invalid, focus), or through a helper.
const OWN_CHECKS = new Set([
  'src/features/catalogue/search/components/search-form.tsx',
  'src/features/catalogue/search/components/advanced-search-form.tsx',
  'src/features/catalogue/title/components/title-kardex.tsx',
  'src/features/patrons/basket/components/basket-export.tsx',
]);

describe('every form of the PWA is walked or excused (issue 37 item 4)', () => {
  it('finds the forms (the grep works)', () => {
    expect(formFiles.size).toBeGreaterThan(40);
  });

  it('has a line per form in tests/e2e/form-walk.ts', () => {
    const listed = new Map<string, number>();
    for (const { file } of [...walkedForms, ...excusedForms]) listed.set(file, (listed.get(file) ?? 0) + 1);
    for (const [file, extra] of Object.entries(laterFormsInFile)) listed.set(file, (listed.get(file) ?? 0) + extra);
    const missing = [...formFiles].filter(([file, count]) => (listed.get(file) ?? 0) < count).map(([file]) => file);
    expect(missing, 'forms with no line in tests/e2e/form-walk.ts (walk them, or excuse them with the reason)').toEqual([]);
  });

  it('names only files that exist, each excuse with its reason', () => {
    for (const { file } of [...walkedForms, ...excusedForms]) expect(fs.existsSync(path.join(root, file)), file).toBe(true);
    for (const { file, why } of excusedForms) expect(why.length, file).toBeGreaterThan(10);
  });

  it('calls the shared field check, or a helper that does', () => {
    const unchecked = [...formFiles.keys()].filter((file) => {
      if (OWN_CHECKS.has(file)) return false;
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      return !/useFieldChecks\(|useRecordForm\(/.test(text);
    });
    expect(unchecked, 'forms that do not call useFieldChecks (src/components/field-checks.ts)').toEqual([]);
  });
});
