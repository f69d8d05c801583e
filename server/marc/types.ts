/** The in-memory and stored shape of a MARC record, always UTF-8 text. */
export interface MarcSubfield {
  code: string;
  value: string;
}
export interface MarcControlField {
  tag: string;
  value: string;
}
export interface MarcDataField {
  tag: string;
  ind1: string;
  ind2: string;
  subfields: MarcSubfield[];
}
export type MarcField = MarcControlField | MarcDataField;
export interface MarcRecord {
  leader: string;
  fields: MarcField[];
}
export const isControlField = (f: MarcField): f is MarcControlField => 'value' in f;
