class c { notify { 'n': message => $title } notify { 'm': message => $name } }
include c
