class c { tag 'extra', 'two::parts' notify { "t=${tagged('extra')} ${tagged('two')} ${tagged('c')} ${tagged('nope')}": } }
include c
