class p { notify { 'x': message => 'p' } }
class q { Notify['x'] { message => 'q' } }
include p
include q
