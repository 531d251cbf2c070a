import { InvocationError, resolveInvocation, targetProblem } from './invoke-target';
import { defineTask, registryOf } from './task-types';

const echo = defineTask({
  name: 'testTask.echo',
  title: 'echo',
  example: "testTask.echo('a')",
  params: [
    { name: 'text', type: 'String', label: '文本' },
    { name: 'flag', type: 'Boolean', label: '开关', defaultValue: false },
    { name: 'big', type: 'Long', label: '长整数', defaultValue: 0 },
    { name: 'ratio', type: 'Double', label: '比例', min: 0, max: 1, defaultValue: 0.5 },
    { name: 'count', type: 'Integer', label: '次数', min: 1, max: 10, defaultValue: 1 },
  ],
  run: async () => '',
});
const bare = defineTask({ name: 'testTask.bare', title: 'bare', example: 'testTask.bare', params: [], run: async () => '' });
const registry = registryOf([echo, bare]);

const argsOf = (target: string) => resolveInvocation(target, registry).args;
const refusal = (target: string) => {
  try {
    resolveInvocation(target, registry);
  } catch (error) {
    if (error instanceof InvocationError) return error.message;
    throw error;
  }
  return null;
};

describe('invokeTarget: the contract’s grammar against the task registry', () => {
  test('every argument type, commas inside quotes, defaults for trailing parameters', () => {
    expect(argsOf(`testTask.echo('a, "b"', true, 2000L, 0.25D, 3)`)).toEqual({
      text: 'a, "b"',
      flag: true,
      big: 2000,
      ratio: 0.25,
      count: 3,
    });
    expect(argsOf(`testTask.echo("x,'y'")`)).toEqual({ text: "x,'y'", flag: false, big: 0, ratio: 0.5, count: 1 });
    expect(argsOf(" testTask.echo ( '' , false ) ")).toMatchObject({ text: '', flag: false });
    expect(argsOf('testTask.bare')).toEqual({});
    expect(argsOf('testTask.bare()')).toEqual({});
  });

  test('a name outside the registry is refused, however it is written', () => {
    for (const target of [
      'ryTask.ryNoParams',
      'com.ruoyi.quartz.task.RyTask.ryNoParams()',
      'testTask.echo2(1)',
      'testtask.bare',
      'testTask',
      '',
      'constructor',
      '__proto__.x',
    ]) {
      expect(refusal(target)).toBe('目标字符串不在白名单内');
    }
  });

  test.each([
    ['testTask.echo(', '目标字符串格式不正确'],
    ["testTask.echo('a)", '目标字符串格式不正确'],
    ["testTask.echo('a',,1)", '目标字符串格式不正确'],
    ["testTask.echo('a') x", '目标字符串格式不正确'],
    ['testTask.echo()', '目标字符串参数个数不正确，应为1到5个'],
    ['testTask.bare(1)', '目标字符串参数个数不正确，应为0个'],
    ['testTask.echo(1)', "目标字符串第1个参数（文本）应为String类型（如 'abc'）"],
    ["testTask.echo('a', 'true')", '目标字符串第2个参数（开关）应为Boolean类型（true 或 false）'],
    ["testTask.echo('a', true, 5)", '目标字符串第3个参数（长整数）应为Long类型（如 24L）'],
    ["testTask.echo('a', true, 5L, 2D)", '目标字符串第4个参数（比例）应在0到1之间'],
    ["testTask.echo('a', true, 5L, 1D, 11)", '目标字符串第5个参数（次数）应在1到10之间'],
    ["testTask.echo('a', true, 5L, 1D, 1.5)", '目标字符串第5个参数无法识别：1.5'],
    ["testTask.echo('a', true, 5L, 1D, 99999999999)", '目标字符串第5个参数无法识别：99999999999'],
  ])('arguments must fit the declared parameters: %s is refused with %s', (target, message) => {
    expect(refusal(target)).toBe(message);
  });

  test.each([
    ["testTask.echo('rmi://evil')", "目标字符串不允许'rmi'调用"],
    ["testTask.echo('LDAPS://evil')", "目标字符串不允许'ldap(s)'调用"],
    ["testTask.echo('https://evil')", "目标字符串不允许'http(s)'调用"],
    ["testTask.echo('org.apache.commons')", '目标字符串存在违规'],
    ['java.net.URL.openConnection()', '目标字符串存在违规'],
    ["ryTask.ryParams('ry')", '目标字符串不在白名单内'],
    ["testTask.echo('a')", null],
  ])('the reference’s checks come first, in its order and words: %s gives %s', (target, problem) => {
    expect(targetProblem(target, registry)).toBe(problem);
  });
});
