/** The whole product's schema, one PostgreSQL dialect for PGlite and PostgreSQL alike. */
export * from './applications';
export * from './companies';
export * from './internships';
export * from './messages';
export * from './users';
export * from './sessions';
export * from './blogs';
export * from './payments';
export * from './oauth';
export * from './notifications';
export * from './teams';
export * from './cvs';
export * from './templates';
export * from './interviews';
export * from './application-notes';
export * from './mail-outbox';
