// Short names for the contract's schemas (generated from openapi/library.yaml).
import type { components, paths } from '../../openapi/schema.gen';

type Schemas = components['schemas'];

export type TokenResponse = Schemas['TokenResponse'];
export type UserData = Schemas['UserData'];
export type Permission = Schemas['Permission'];
export type AuditChannel = Schemas['AuditChannel'];
export type SearchResult = Schemas['SearchResult'];
export type TitleSummary = Schemas['TitleSummary'];
export type FilterEntry = Schemas['FilterEntry'];
export type Title = Schemas['Title'];
export type MarcRow = Schemas['MarcRow'];
export type Copy = Schemas['Copy'];
export type Authority = Schemas['Authority'];
export type ApiErrorBody = Schemas['Error'];

export type SearchQuery = NonNullable<paths['/consulta']['get']['parameters']['query']>;
export type LoginChoice = Schemas['LoginChoice'];
export type Institution = Schemas['Institution'];

// The staff desk's answers.
export type DeskPatron = Schemas['DeskPatron'];
export type DeskCheckOut = Schemas['DeskCheckOut'];
export type DeskReturn = Schemas['DeskReturn'];
export type OfflineDeskTransaction = Schemas['OfflineDeskTransaction'];
export type OfflineDeskResult = Schemas['OfflineDeskResult'];
export type DeskLoanRequest = Schemas['DeskLoanRequest'];
export type DeskComment = Schemas['DeskComment'];
export type DeskPayment = Schemas['DeskPayment'];
export type DeskCashPaymentInput = Schemas['DeskCashPaymentInput'];
export type DeskReceipt = Schemas['DeskReceipt'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type DeskPaymentMethod = Schemas['DeskPaymentMethod'];
export type StaffSession = Schemas['StaffSession'];
export type LoanRequestStep = NonNullable<Schemas['DeskLoanRequestUpdate']['situacao']>;

// Debts, payment slips and the no-debts certificate (issue 13).
export type Debit = Schemas['Debit'];
export type PaymentSlip = Schemas['GruSlip'];
export type PixCharge = Schemas['PixCharge'];
export type StaffPixCharges = Schemas['StaffPixCharges'];
export type PagTesouroPayment = Schemas['PagTesouroPayment'];
export type PaymentReview = Schemas['PaymentReview'];
export type PaymentReviewOutcome = Schemas['PaymentReviewOutcome'];
export type NoDuesCheck = Schemas['NoDuesCheck'];
export type NoDuesCertificate = Schemas['NoDuesCertificate'];
export type NoDuesVerification = Schemas['NoDuesVerification'];
export type Alert = Schemas['Alert'];
/** What a web push carries (the server writes it, src/sw/push.ts reads it). */
export type PushPayload = Schemas['PushPayload'];
// The staff workspace's patrons, roles and audit trail (issue 23).
export type StaffPatron = Schemas['StaffPatron'];
export type StaffPatronSummary = Schemas['StaffPatronSummary'];
export type StaffMember = Schemas['StaffMember'];
export type Sip2Terminal = Schemas['Sip2Terminal'];
export type Sip2TerminalInput = Schemas['Sip2TerminalInput'];
export type Sip2TerminalMessage = Schemas['Sip2TerminalMessage'];
export type StaffRoleName = Schemas['StaffRoleName'];
export type AuditEntry = Schemas['AuditEntry'];
export type HoldRequest = Schemas['HoldRequest'];
export type SelfCheckoutReceipt = Schemas['SelfCheckoutReceipt'];
export type SelfCheckoutSettings = Schemas['SelfCheckoutSettings'];
export type SelfCheckoutSettingsInput = Schemas['SelfCheckoutSettingsInput'];
export type LoanType = Schemas['LoanType'];
export type StaffQueueItem = Schemas['StaffQueueItem'];
export type StaffQueuePage = Schemas['StaffQueuePage'];
export type StaffQueueFilters = NonNullable<paths['/balcao/filas/{fila}']['get']['parameters']['query']>;
