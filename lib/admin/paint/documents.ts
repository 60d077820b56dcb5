import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import { adminWrite } from '@/lib/admin/audit';
import { uploadMessage } from '@/lib/admin/products/images';
import type { Admin } from '@/lib/auth';
import type { DbHandle } from '@/lib/db/handle';
import { paintTypeDocuments } from '@/lib/db/schema';
import { getAdminT } from '@/lib/i18n/admin';
import { putObject } from '@/lib/storage';
import { pdfFile, UploadError } from '@/lib/storage/files';
import type { DocumentKind, PaintDocumentValues } from '@/lib/validation/admin-paint';

/** Every paint type's sheets, active or not (the admin sees the inactive ones too). */
export async function listPaintDocumentsForAdmin(db: DbHandle, _admin: Admin) {
  return db.select().from(paintTypeDocuments).orderBy(asc(paintTypeDocuments.paintType));
}

type StoredSheet = { url: string; filename: string };

/** The name the shopper's browser saves the sheet under: the uploaded one, tidied. */
function downloadName(file: File): string {
  const base = file.name
    .replace(/\.pdf$/i, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
  return `${base || 'fiche'}.pdf`;
}

/** Checks a sheet is a PDF (by its bytes) and stores it; a refusal is a French message on its field. */
async function storeSheet(kind: DocumentKind, file: File | null): Promise<StoredSheet | null> {
  if (!file) return null;
  let stored: { name: string; body: Buffer };
  try {
    stored = pdfFile(Buffer.from(await file.arrayBuffer()));
  } catch (error) {
    if (error instanceof UploadError)
      throw new ActionError(uploadMessage(error), { [kind]: uploadMessage(error) });
    throw error;
  }
  return {
    url: await putObject('documents', stored.name, stored.body),
    filename: downloadName(file),
  };
}

/**
 * Spec « Paint document update »: if a row exists for the paint type it is updated (the sheets
 * sent replace the old ones, the others stay), otherwise a row is inserted. Files are stored
 * before the transaction: a file nobody links to is harmless, a link to no file is not.
 */
export async function savePaintDocument(admin: Admin, action: string, input: PaintDocumentValues) {
  const technical = await storeSheet('technical', input.technical);
  const safety = await storeSheet('safety', input.safety);
  return adminWrite(admin, action, async (tx, audit) => {
    const [before] = await tx
      .select()
      .from(paintTypeDocuments)
      .where(eq(paintTypeDocuments.paintType, input.paintType))
      .for('update');
    const sheets = {
      ...(technical
        ? { technicalSheetUrl: technical.url, technicalSheetFilename: technical.filename }
        : {}),
      ...(safety ? { safetySheetUrl: safety.url, safetySheetFilename: safety.filename } : {}),
    };
    if (before) {
      const [after] = await tx
        .update(paintTypeDocuments)
        .set({ ...sheets, isActive: input.isActive, updatedAt: sql`now()` })
        .where(eq(paintTypeDocuments.id, before.id))
        .returning();
      audit({ entity: 'paint_type_document', entityId: before.id, before, after });
      return { id: before.id, paintType: input.paintType, inserted: false };
    }
    if (!technical && !safety) {
      const message = getAdminT()('paint.validation.fileRequired');
      throw new ActionError(message, { safety: message });
    }
    const [created] = await tx
      .insert(paintTypeDocuments)
      .values({ paintType: input.paintType, ...sheets, isActive: input.isActive })
      .returning();
    audit({ entity: 'paint_type_document', entityId: created!.id, after: created });
    return { id: created!.id, paintType: input.paintType, inserted: true };
  });
}
