import { defineContracts, exportContract } from '@/lib/contract/contract';

export const application = defineContracts(
  { title: '会员审核' },
  {
    // GET /api/system/sign/memberList – individual applications, paged, by status, name and application days
    memberList: { method: 'GET', path: '/api/system/sign/memberList', access: { permission: 'bll:sign:list' } },
    // GET /api/system/sign/orgList – organisation applications, by status, orgName and application days
    orgList: { method: 'GET', path: '/api/system/sign/orgList', access: { permission: 'bll:sign:list' } },
    // GET|POST /api/system/sign/memberExport – the individual applications of the list's filters as 个人会员申请.xlsx
    memberExport: exportContract('/api/system/sign/memberExport', 'bll:sign:export'),
    // GET|POST /api/system/sign/orgExport – the organisation applications as 单位会员申请.xlsx
    orgExport: exportContract('/api/system/sign/orgExport', 'bll:sign:export'),
    // GET /api/system/sign/detail?type=member|org&id= – one application with its files, payments and history
    detail: { method: 'GET', path: '/api/system/sign/detail', access: { permission: 'bll:sign:query' } },
    // PUT /api/system/sign/audit – approve (1) or reject (2, with a reason) a submitted application
    audit: { method: 'PUT', path: '/api/system/sign/audit', access: { permission: 'bll:sign:audit' } },
    // PUT /api/system/sign/confirmPay – the payment arrived: the applicant becomes a member
    confirmPay: { method: 'PUT', path: '/api/system/sign/confirmPay', access: { permission: 'bll:sign:audit' } },
    // PUT /api/system/sign/rejectPay – the payment could not be matched: back to "approved" with the reason
    rejectPay: { method: 'PUT', path: '/api/system/sign/rejectPay', access: { permission: 'bll:sign:audit' } },
    // POST /api/system/sign/check – checks an individual application (fields, duplicates, one at a time) without storing it
    check: { method: 'POST', path: '/api/system/sign/check', access: 'user' },
    // POST /api/system/sign/checkOrg – the same for an organisation application
    checkOrg: { method: 'POST', path: '/api/system/sign/checkOrg', access: 'user' },
    // POST /api/system/sign/addMember – submits an individual application (status 0)
    addMember: { method: 'POST', path: '/api/system/sign/addMember', access: 'user' },
    // POST /api/system/sign/addOrg – submits an organisation application (status 0)
    addOrg: { method: 'POST', path: '/api/system/sign/addOrg', access: 'user' },
    // GET /api/system/sign/getInfo – the caller's newest application, its payment and isMember
    getInfo: { method: 'GET', path: '/api/system/sign/getInfo', access: 'user' },
    // POST /api/system/sign/submitPayInfo – payment information for the caller's approved application
    submitPayInfo: { method: 'POST', path: '/api/system/sign/submitPayInfo', access: 'user' },
  },
);
