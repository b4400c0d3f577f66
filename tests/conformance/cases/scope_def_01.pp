class a { $v = 'a' include b }
class b { notify { 'b': message => $a::v } }
include a
