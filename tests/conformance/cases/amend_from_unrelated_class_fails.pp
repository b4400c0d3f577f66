class a { notify { 'n': message => 'a' } }
class b { Notify['n'] { message => 'b' } }
include a
include b
