notify { 'x': message => [String('hELLO wORLD', '%c'), String('ab::cd', '%C'), String('MiXeD', '%d'), String('MiXeD', '%u'), String('  pad  ', '%t'), String('quote', '%#u'), String('ab', '%-5u|')] }
