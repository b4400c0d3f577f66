class base { notify { 'b': message => 'base' } }
class other { Notify['b'] { message => 'other' } }
include base
include other
