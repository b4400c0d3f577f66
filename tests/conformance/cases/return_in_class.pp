class c { notify { 'a': } return() notify { 'b': } }
include c
