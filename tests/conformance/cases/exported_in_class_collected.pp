class c { @@notify { "exp-${title}": } }
include c
Notify <<| title == 'exp-c' |>>
