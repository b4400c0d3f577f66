notify { 'a': message => 'orig' }
class x { Notify['a'] { message => 'changed' } }
include x
