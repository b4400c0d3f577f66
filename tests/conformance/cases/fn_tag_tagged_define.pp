define d() { tag 'inner' notify { "t-${title}": message => tagged('inner') } }
d { 'x': }
