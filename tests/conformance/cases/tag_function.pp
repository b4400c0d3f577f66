class t { tag 'extra' notify { 'n': } }
include t
