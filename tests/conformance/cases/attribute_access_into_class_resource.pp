class c { notify { 'inside': message => 'c' } }
include c
notify { 'n': message => Notify['inside']['message'] }
