class c { notify { 'before': } break() }
include c
