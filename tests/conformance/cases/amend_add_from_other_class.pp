notify { 'a': }
class x { Notify['a'] { message => 'added' } }
include x
