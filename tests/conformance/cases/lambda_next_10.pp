class c { notify { 'before': } if true { next(5) } notify { 'after': } }
include c
notify { 'z': }
