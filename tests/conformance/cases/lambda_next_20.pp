class c { notify { 'before': } [1,2].each |$x| { next() } notify { 'after': } }
include c
