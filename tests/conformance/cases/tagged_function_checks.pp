class c { tag 'x' notify { "t=${tagged('x')} c=${tagged('c')} n=${tagged('nope')}": } }
include c
