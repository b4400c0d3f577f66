class c { @@notify { 'from-c': } }
include c
Notify <<| title == 'from-c' |>>
