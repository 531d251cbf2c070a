import os from 'node:os';
import type { Staff } from '@/tests/support/staff';
import { expectRefused, featureSuite, type Call } from '@/tests/support/feature-suite';

let admin: Call;
let reader: Staff;
let other: Staff;
featureSuite({ staff: { reader: ['monitor:server:list'], other: ['monitor:cache:list'] } }, (suite) => {
  ({ admin, reader, other } = suite);
});

/** A number with at most two decimal places, as the reference rounds them. */
const twoPlaces = (value: unknown) => typeof value === 'number' && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const percent = (value: unknown) => twoPlaces(value) && (value as number) >= 0 && (value as number) <= 100;
const SIZE = /^(\d+\.\d (GB|MB|KB)|\d+ (MB|KB)|\d+ B)$/;

describe('server monitor', () => {
  test('the answer has the reference’s shape, units and rounding, for this machine and this Node process', async () => {
    const answer = await admin('GET', '/monitor/server');
    expect(answer.body).toMatchObject({ code: 200, msg: '操作成功' });
    const data = answer.body.data as Record<string, Record<string, unknown>> & { sysFiles: Record<string, unknown>[] };
    expect(Object.keys(data)).toEqual(['cpu', 'mem', 'jvm', 'sys', 'sysFiles']);

    const { cpu, mem, jvm, sys, sysFiles } = data;
    expect(Object.keys(cpu)).toEqual(['cpuNum', 'total', 'sys', 'used', 'wait', 'free']);
    expect(cpu.cpuNum).toBe(os.cpus().length);
    expect(twoPlaces(cpu.total) && (cpu.total as number) > 0).toBe(true);
    for (const field of ['sys', 'used', 'wait', 'free']) expect({ field, ok: percent(cpu[field]) }).toEqual({ field, ok: true });
    expect((cpu.sys as number) + (cpu.used as number) + (cpu.wait as number) + (cpu.free as number)).toBeLessThanOrEqual(100.04);

    // Memory in GB to two places; used + free = total (each rounded on its own).
    expect(Object.keys(mem)).toEqual(['total', 'used', 'free', 'usage']);
    expect(Math.abs((mem.total as number) - os.totalmem() / 1024 ** 3)).toBeLessThanOrEqual(0.005);
    expect(Math.abs((mem.used as number) + (mem.free as number) - (mem.total as number))).toBeLessThanOrEqual(0.011);
    for (const field of ['total', 'used', 'free']) expect(twoPlaces(mem[field])).toBe(true);
    expect(percent(mem.usage)).toBe(true);

    // The runtime (the reference's JVM): the heap in MB, Node's version and home, start and run time, arguments.
    expect(jvm).toEqual({
      total: expect.any(Number),
      max: expect.any(Number),
      free: expect.any(Number),
      used: expect.any(Number),
      usage: expect.any(Number),
      name: 'Node.js',
      version: process.version,
      home: expect.stringContaining('/'),
      startTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      runTime: expect.stringMatching(/^\d+天\d+小时\d+分钟$/),
      inputArgs: `[${process.execArgv.join(', ')}]`,
    });
    expect(process.execPath.startsWith(jvm.home as string)).toBe(true);
    expect(jvm.total as number).toBeLessThanOrEqual(jvm.max as number);
    expect(Math.abs((jvm.used as number) + (jvm.free as number) - (jvm.total as number))).toBeLessThanOrEqual(0.011);
    expect(percent(jvm.usage)).toBe(true);

    expect(sys).toEqual({
      computerName: os.hostname(),
      computerIp: expect.stringMatching(/^\d+\.\d+\.\d+\.\d+$/),
      userDir: process.cwd(),
      osName: os.type(),
      osArch: os.arch(),
    });

    // The disks: `/`'s filesystem first, each mount once, sizes as the reference's strings.
    expect(sysFiles.length).toBeGreaterThanOrEqual(1);
    expect(new Set(sysFiles.map((disk) => disk.dirName)).size).toBe(sysFiles.length);
    expect(sysFiles[0].dirName).toBe('/');
    for (const disk of sysFiles) {
      expect(disk).toEqual({
        dirName: expect.any(String),
        sysTypeName: expect.any(String),
        typeName: expect.any(String),
        total: expect.stringMatching(SIZE),
        free: expect.stringMatching(SIZE),
        used: expect.stringMatching(SIZE),
        usage: expect.any(Number),
      });
      expect(percent(disk.usage)).toBe(true);
    }
  });

  test('the permission monitor:server:list lets a staff member in; the cache permission does not', async () => {
    expect((await reader.call('GET', '/monitor/server')).body).toMatchObject({ code: 200, data: { cpu: expect.any(Object) } });
    await expectRefused(other, [['GET', '/monitor/server']]);
  });
});
