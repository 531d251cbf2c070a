import { bigint, char, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, flag } from '../../lib/backend/db/schema/audit';

/**
 * The review trail every membership application carries: its `bll_sign_status` (0 submitted,
 * 1 approved, 2 rejected, 3 payment submitted, 4 paid), who decided and when, and the
 * membership period once paid. See docs/membership.md.
 */
const applicationColumns = {
  userId: bigint({ mode: 'number' }).notNull(),
  mobile: varchar({ length: 11 }).notNull(),
  email: varchar({ length: 50 }).notNull().default(''),
  status: flag('0'),
  reason: varchar({ length: 500 }).notNull().default(''),
  auditBy: varchar({ length: 64 }).notNull().default(''),
  auditTime: timestamp({ withTimezone: true }),
  memberSince: timestamp({ withTimezone: true }),
  validUntil: date({ mode: 'string' }),
  ...auditColumns,
};

/** Individual membership applications (contract 10.4). */
export const bllSignMember = pgTable(
  'bll_sign_member',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    name: varchar({ length: 30 }).notNull(),
    gender: char({ length: 1 }).notNull(),
    idNumber: varchar({ length: 18 }).notNull(),
    birthDate: date({ mode: 'string' }).notNull(),
    employer: varchar({ length: 100 }).notNull(),
    jobTitle: varchar({ length: 50 }).notNull().default(''),
    yearsInProfession: integer().notNull().default(0),
    speciality: varchar({ length: 20 }).notNull(),
    photo: varchar({ length: 200 }).notNull(),
    certificates: varchar({ length: 500 }).notNull().default(''),
    /** Scans of the certificates held: up to five stored file names, comma-joined as RuoYi does. */
    certificateFiles: text().notNull().default(''),
    ...applicationColumns,
  },
  (t) => [
    index('bll_sign_member_user_idx').on(t.userId),
    index('bll_sign_member_id_number_idx').on(t.idNumber),
    index('bll_sign_member_status_idx').on(t.status),
  ],
);

/** Organisation membership applications (contract 10.4). */
export const bllSignOrg = pgTable(
  'bll_sign_org',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    orgName: varchar({ length: 100 }).notNull(),
    creditCode: varchar({ length: 18 }).notNull(),
    legalPerson: varchar({ length: 30 }).notNull(),
    address: varchar({ length: 200 }).notNull(),
    contactName: varchar({ length: 30 }).notNull(),
    orgSize: varchar({ length: 20 }).notNull(),
    businessScope: varchar({ length: 500 }).notNull(),
    licence: varchar({ length: 200 }).notNull(),
    ...applicationColumns,
  },
  (t) => [
    index('bll_sign_org_user_idx').on(t.userId),
    index('bll_sign_org_credit_code_idx').on(t.creditCode),
    index('bll_sign_org_status_idx').on(t.status),
  ],
);

/** Payment information an approved applicant submits; the association confirms it. */
export const bllSignPayment = pgTable(
  'bll_sign_payment',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    /** `member` or `org`: which table `applicationId` names. */
    applicationType: varchar({ length: 10 }).notNull(),
    applicationId: bigint({ mode: 'number' }).notNull(),
    userId: bigint({ mode: 'number' }).notNull(),
    payer: varchar({ length: 100 }).notNull(),
    amount: numeric({ precision: 10, scale: 2 }).notNull(),
    method: varchar({ length: 20 }).notNull(),
    reference: varchar({ length: 64 }).notNull(),
    payTime: date({ mode: 'string' }).notNull(),
    receipt: varchar({ length: 200 }).notNull(),
    confirmBy: varchar({ length: 64 }).notNull().default(''),
    confirmTime: timestamp({ withTimezone: true }),
    ...auditColumns,
  },
  (t) => [index('bll_sign_payment_application_idx').on(t.applicationType, t.applicationId)],
);

/** Activities and training events members sign up for (contract 10.5). */
export const bllActivity = pgTable(
  'bll_activity',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    title: varchar({ length: 200 }).notNull(),
    titleEs: varchar({ length: 300 }).notNull().default(''),
    /** `bll_activity_type`: 1 training event, 2 activity. */
    activityType: flag('1'),
    /** The article whose page shows the sign-up, if any. */
    articleId: bigint({ mode: 'number' }),
    startTime: timestamp({ withTimezone: true }).notNull(),
    endTime: timestamp({ withTimezone: true }),
    place: varchar({ length: 200 }).notNull().default(''),
    /** The venue on the English site; empty shows the Chinese. */
    placeEs: varchar({ length: 300 }).notNull().default(''),
    /** Places available; 0 means no limit. */
    capacity: integer().notNull().default(0),
    deadline: timestamp({ withTimezone: true }).notNull(),
    fee: numeric({ precision: 10, scale: 2 }).notNull().default('0'),
    /** What a member pays; null when members pay the public fee. */
    memberFee: numeric({ precision: 10, scale: 2 }),
    summary: varchar({ length: 500 }).notNull().default(''),
    status: flag('0'),
    ...auditColumns,
  },
  (t) => [index('bll_activity_article_idx').on(t.articleId), index('bll_activity_start_idx').on(t.startTime)],
);

/** One sign-up per user per activity, enforced by the unique index. */
export const bllActivitySignup = pgTable(
  'bll_activity_signup',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    activityId: bigint({ mode: 'number' }).notNull(),
    userId: bigint({ mode: 'number' }).notNull(),
    name: varchar({ length: 30 }).notNull(),
    phone: varchar({ length: 11 }).notNull(),
    employer: varchar({ length: 100 }).notNull().default(''),
    remark: varchar({ length: 500 }).notNull().default(''),
    /**
     * An activity with a price taken online: `unpaid` until its order is paid, then `paid`; empty
     * when nothing is paid online (a free activity, or a portal without online channels).
     */
    payState: varchar({ length: 10 }).notNull().default(''),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bll_activity_signup_once_idx').on(t.activityId, t.userId), index('bll_activity_signup_user_idx').on(t.userId)],
);

/**
 * Members' declarations (contract 10.6): status 0 draft, 1 submitted, 2 accepted, 3 returned
 * (editable again, with the reviewer's comment).
 */
export const bllDeclare = pgTable(
  'bll_declare',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    userId: bigint({ mode: 'number' }).notNull(),
    /** `bll_declare_type`. */
    declareType: varchar({ length: 20 }).notNull(),
    title: varchar({ length: 100 }).notNull(),
    applicantName: varchar({ length: 30 }).notNull(),
    employer: varchar({ length: 100 }).notNull().default(''),
    phone: varchar({ length: 11 }).notNull().default(''),
    email: varchar({ length: 50 }).notNull().default(''),
    description: text().notNull().default(''),
    status: flag('0'),
    comment: varchar({ length: 500 }).notNull().default(''),
    submitTime: timestamp({ withTimezone: true }),
    reviewBy: varchar({ length: 64 }).notNull().default(''),
    reviewTime: timestamp({ withTimezone: true }),
    ...auditColumns,
  },
  (t) => [index('bll_declare_user_idx').on(t.userId, t.createTime), index('bll_declare_status_idx').on(t.status)],
);

/** A declaration's attachments, in the order the member gave them. */
export const bllDeclareFile = pgTable(
  'bll_declare_file',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    declareId: bigint({ mode: 'number' }).notNull(),
    fileName: varchar({ length: 200 }).notNull(),
    originalFilename: varchar({ length: 100 }).notNull(),
    orderNum: integer().notNull().default(0),
  },
  (t) => [index('bll_declare_file_declare_idx').on(t.declareId)],
);

/** Forms and guides the association publishes on the member download page. */
export const bllDeclareTemplate = pgTable('bll_declare_template', {
  id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
  title: varchar({ length: 100 }).notNull(),
  titleEs: varchar({ length: 200 }).notNull().default(''),
  fileName: varchar({ length: 200 }).notNull(),
  orderNum: integer().notNull().default(0),
  status: flag('0'),
  ...auditColumns,
});

/**
 * The history of a membership application: each step of the applicant and each decision of a
 * reviewer, with who (`createBy`, `operatorId`) and when (`createTime`). The application row
 * keeps only its latest status and reason; this keeps all of them. See docs/membership.md.
 */
export const bllSignLog = pgTable(
  'bll_sign_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    /** `member` or `org`: which table `applicationId` names. */
    applicationType: varchar({ length: 10 }).notNull(),
    applicationId: bigint({ mode: 'number' }).notNull(),
    /** `submit`, `approve`, `reject`, `submitPay`, `confirmPay` or `rejectPay` (APPLICATION_ACTIONS). */
    action: varchar({ length: 20 }).notNull(),
    /** The status before the step; null for the submission that created the application. */
    fromStatus: char({ length: 1 }),
    toStatus: char({ length: 1 }).notNull(),
    reason: varchar({ length: 500 }).notNull().default(''),
    operatorId: bigint({ mode: 'number' }).notNull(),
    createBy: varchar({ length: 64 }).notNull().default(''),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bll_sign_log_application_idx').on(t.applicationType, t.applicationId)],
);
