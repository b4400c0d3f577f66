class c { notify { 'before': } next() notify { 'after': } }
include c
