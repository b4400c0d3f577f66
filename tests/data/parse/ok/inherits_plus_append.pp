class p { user { 'u': groups => ['a'] } }
class c inherits p { User['u'] { groups +> ['b'] } }
include c
