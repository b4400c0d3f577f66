notify { 'x': message => "${type([1,2.5])} ${type([1,2.5], 'generalized')} ${type([1,'a'], 'reduced')}" }
